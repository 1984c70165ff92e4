//! The `cute-inspect` command line: results are CuTe's answers (the expected texts below are
//! lines of the workspace's corpora, quoted with their origin), options, input from standard
//! input, pictures written to files, and exit codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cute-inspect"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cute-inspect starts");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(stdin.as_bytes())
        .expect("stdin written");
    child.wait_with_output().expect("cute-inspect ends")
}

fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).expect("UTF-8 output")
}

/// `tests/data/cute_cases.txt`: `logical_divide | (12,32,6):(1,128,0) | (4,8) | ...`.
const DIVIDED: &str = "((_4,_3),(_8,_4),_6):((_1,_4),(_128,_1024),_0)";

/// `tests/data/print_layout.txt`, block `=== (2,3):(3,1)`: CuTe's print_layout, byte for byte.
const TABLE_2X3: &str = "(_2,_3):(_3,_1)
      0   1   2 
    +---+---+---+
 0  | 0 | 1 | 2 |
    +---+---+---+
 1  | 3 | 4 | 5 |
    +---+---+---+
";

#[test]
fn evaluates_an_expression_argument() {
    let out = run(&["logical_divide((12,32,6):(1,128,0),(4,8))"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines();
    assert_eq!(lines.next(), Some(DIVIDED));
    // A divide keeps the size (4*3*8*4*6) and the image (1 + 11*1 + 31*128 + 5*0) of A.
    assert_eq!(
        lines.next(),
        Some("size 2304, cosize 3980, rank 3, depth 2")
    );
}

#[test]
fn prints_cute_print_layout_table() {
    let out = run(&["--table", "--quiet", "(2,3):(3,1)"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), format!("(_2,_3):(_3,_1)\n{TABLE_2X3}"));
}

#[test]
fn reads_expressions_from_standard_input_in_mixed_notation() {
    // `tests/data/mixed_cases.txt`:
    // `zipped_divide | (300,200):(_1,300) | (_128,_32) | ((_128,_32),(3,7)):((_1,300),(_128,9600))`.
    // A run-time leaf prints without `_`, as CuTe prints an `int`.
    let input = "# a comment\n\nzipped_divide((300,200):(_1,300),(_128,_32))\n(2,3):(3,1)\n";
    let out = run(&["--mixed", "-q"], input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "((_128,_32),(3,7)):((_1,300),(_128,9600))\n(2,3):(3,1)\n"
    );
    // Without --mixed every integer is static, as in `layout!`.
    let out = run(&["-q", "-"], "(300,200):(1,300)\n");
    assert_eq!(text(&out.stdout), "(_300,_200):(_1,_300)\n");
}

#[test]
fn writes_svg_and_latex_pictures() {
    let dir = std::env::temp_dir().join(format!("cute-inspect-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let svg = dir.join("p.svg");
    let tex = dir.join("p.tex");
    let out = run(
        &[
            "--svg",
            svg.to_str().expect("UTF-8 path"),
            "--latex",
            tex.to_str().expect("UTF-8 path"),
            "(2,3):(3,1)",
            "(4,2):(2,1)",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Two expressions: numbered files, one grid cell per coordinate.
    for (k, cells) in [(1, 6), (2, 8)] {
        let s = std::fs::read_to_string(dir.join(format!("p-{k}.svg"))).expect("SVG written");
        assert!(s.starts_with("<svg"), "{s}");
        assert_eq!(s.matches("class=\"cell\"").count(), cells);
        let t = std::fs::read_to_string(dir.join(format!("p-{k}.tex"))).expect("LaTeX written");
        assert!(t.contains("\\begin{tikzpicture}"), "{t}");
        assert_eq!(t.matches("\\node[fill=").count(), cells);
    }
    let _ = std::fs::remove_dir_all(&dir);
    // To standard output.
    let out = run(&["-q", "--latex", "-", "(2,3):(3,1)"], "");
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("(_2,_3):(_3,_1)\n% Layout: (_2,_3):(_3,_1)\n"),
        "{stdout}"
    );
}

#[test]
fn errors_have_exit_codes_and_point_at_the_input() {
    // `tests/data/cute_cases.txt`: `composition | (32,3,5,2):(15,1,3,480) | 40 | ERROR`.
    let out = run(&["composition((32,3,5,2):(15,1,3,480),40)"], "");
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.starts_with("error: composition"), "{stderr}");
    let out = run(&["logical_divide((4,2):(1,4),"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("cannot parse the expression"));
    // One failure does not stop the others.
    let out = run(&["-q", "frobnicate(1)", "4:1"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "_4:_1\n");
    // Usage errors.
    let out = run(&["--svg"], "");
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["--no-such-option"], "");
    assert_eq!(out.status.code(), Some(2));
    let out = run(&[], "");
    assert_eq!(out.status.code(), Some(2));
    // A rank-3 layout has no table.
    let out = run(&["-t", "(2,2,2):(1,2,4)"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("rank 1 or 2"));
}

#[test]
fn help_and_version() {
    let out = run(&["--help"], "");
    assert!(out.status.success());
    let help = text(&out.stdout);
    for opt in [
        "--table",
        "--svg",
        "--latex",
        "--mixed",
        "--quiet",
        "--banks",
        "--instruction",
        "standard input",
    ] {
        assert!(help.contains(opt), "help mentions {opt}");
    }
    let out = run(&["-V"], "");
    assert_eq!(
        text(&out.stdout),
        format!("cute-inspect {}\n", env!("CARGO_PKG_VERSION"))
    );
}

/// `tests/data/swizzle_print_layout.txt`, block `=== Sw<3,0,3> o 0 o (8,8):(8,1)`: CuTe's
/// print_layout of a swizzled layout, byte for byte.
const SWIZZLED_TABLE: &str = "Sw<3,0,3> o _0 o (_8,_8):(_8,_1)
       0    1    2    3    4    5    6    7 
    +----+----+----+----+----+----+----+----+
 0  |  0 |  1 |  2 |  3 |  4 |  5 |  6 |  7 |
    +----+----+----+----+----+----+----+----+
 1  |  9 |  8 | 11 | 10 | 13 | 12 | 15 | 14 |
    +----+----+----+----+----+----+----+----+
 2  | 18 | 19 | 16 | 17 | 22 | 23 | 20 | 21 |
    +----+----+----+----+----+----+----+----+
 3  | 27 | 26 | 25 | 24 | 31 | 30 | 29 | 28 |
    +----+----+----+----+----+----+----+----+
 4  | 36 | 37 | 38 | 39 | 32 | 33 | 34 | 35 |
    +----+----+----+----+----+----+----+----+
 5  | 45 | 44 | 47 | 46 | 41 | 40 | 43 | 42 |
    +----+----+----+----+----+----+----+----+
 6  | 54 | 55 | 52 | 53 | 50 | 51 | 48 | 49 |
    +----+----+----+----+----+----+----+----+
 7  | 63 | 62 | 61 | 60 | 59 | 58 | 57 | 56 |
    +----+----+----+----+----+----+----+----+
";

#[test]
fn swizzled_layouts_print_cute_table_and_latex() {
    let out = run(&["--table", "--quiet", "Sw<3,0,3> o 0 o (8,8):(8,1)"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        format!("Sw<3,0,3> o _0 o (_8,_8):(_8,_1)\n{SWIZZLED_TABLE}")
    );
    // `tests/data/swizzle_print_latex.txt`, same block: CuTe's print_latex starts so.
    let out = run(
        &["--quiet", "--latex", "-", "Sw<3,0,3> o 0 o (8,8):(8,1)"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines().skip(1);
    assert_eq!(
        lines.next(),
        Some("% Layout: Sw<3,0,3> o _0 o (_8,_8):(_8,_1)")
    );
    assert!(stdout.contains("\\node[fill=black!40] at (0,1) {1};"));
    let out = run(
        &["--quiet", "--svg", "-", "Sw<3,0,3> o 0 o (8,8):(8,1)"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout).matches("class=\"cell\"").count(), 64);
}

#[test]
fn swizzled_layouts_evaluate_as_cute() {
    // `tests/data/swizzle_cases.txt`, lines `tile_to_shape | Sw<3,3,3> o 0 o (8,64):(64,1) |
    // (128,64)` and `right_inverse | Sw<3,3,3> o 0 o (8,64):(64,1)`; a rank-1 table.
    let out = run(
        &[
            "tile_to_shape(Sw<3,3,3> o 0 o (8,64):(64,1), (128,64))",
            "right_inverse(Sw<3,3,3> o (8,64):(64,1))",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "Sw<3,3,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))",
            "size 8192, cosize 8192, rank 2, depth 2"
        ]
    );
    assert_eq!(lines[3], "Sw<3,0,-6> o _0 o (_64,_8):(_8,_1)");
    let out = run(&["-t", "-q", "Sw<2,0,3> o 0 o 16:1"], "");
    assert_eq!(
        text(&out.stdout).lines().nth(1),
        Some("offsets: 0 1 2 3 4 5 6 7 9 8 11 10 13 12 15 14")
    );
    // CuTe's print, read back in the mixed notation from standard input; a swizzle alone.
    let out = run(
        &["--mixed"],
        "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)\nSw<3,3,3>\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Sw<3,3,3> o _0 o (_8,_64):(_64,_1)\nsize 512, cosize 512"));
    assert!(
        stdout.contains("Sw<3,3,3>\nyyy_mask 0b111000000 (448), zzz_mask 0b111000 (56), shift 3")
    );
}

#[test]
fn swizzle_errors_name_the_rule() {
    // `tests/data/swizzle_cases.txt`: `composition | (16,64):(64,1) | Sw<3,3,3> | ERROR`.
    let out = run(&["composition((16,64):(64,1), Sw<3,3,3>)"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.starts_with(
            "error: composition: make_swizzle<28,515>: Sw<3,0,2>: |S| = 2 is less than B = 3"
        ),
        "{err}"
    );
    let out = run(&["Sw<3,0,2> o (8,8):(8,1)"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("Swizzle: Sw<3,0,2>: |S| = 2 is less than B = 3"),
        "{err}"
    );
}

/// `--banks`: the wavefronts of `ldmatrix`-style row reads (thread t reads row t % 8 of a
/// 128-byte-row f16 tile, columns 8 * (t / 8) ..): 8-way unswizzled, conflict-free under
/// `Sw<3,3,3>`. The wavefront counts are what ncu measured on an H100 for these two accesses
/// (`tests/data/banks_ncu.txt` of the workspace, `f16x8_rows_unswizzled` and `f16x8_rows_sw333`).
/// `--banks` with a column of 32-bit elements as the access, one element a thread: thread `t`
/// reads row `t` of a 32 x 32 tile.
const COLUMN_ACCESS: [&str; 6] = [
    "--banks",
    "(32,32):(1,32)",
    "--elem-bits",
    "32",
    "--vector-bits",
    "32",
];

#[test]
fn banks_reports_wavefronts_and_a_conflicting_pair() {
    let access = "((8,4),8):((1,64),8)";
    let o = run(&["--banks", access, "(8,64):(64,1)"], "");
    let out = text(&o.stdout);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(out.contains("32 wavefronts, ideal 4, worst 8-way"), "{out}");
    assert!(
        out.contains("threads 0 (byte 0) and 1 (byte 128) share bank 0"),
        "{out}"
    );
    let o = run(
        &[
            "--banks",
            access,
            "--elem-bits",
            "16",
            "--vector-bits",
            "128",
            "Sw<3,3,3> o (8,64):(64,1)",
        ],
        "",
    );
    let out = text(&o.stdout);
    assert!(out.contains("4 wavefronts, ideal 4, worst 1-way"), "{out}");
    let o = run(
        &["--banks", access, "--vector-bits", "96", "(8,64):(64,1)"],
        "",
    );
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("bank_conflicts: an access moves 8, 16, 32, 64 or 128 bits"));
}

/// The `<text>` contents of the first `<g ...>` group whose attributes contain `attr`.
fn group_texts(doc: &str, attr: &str) -> Vec<String> {
    let start = doc.find(attr).expect("the group");
    let group = &doc[start..start + doc[start..].find("</g>").expect("the group closes")];
    group
        .split("<text")
        .skip(1)
        .map(|t| t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()].to_string())
        .collect()
}

/// The `x` of each word cell's rectangle: its bank's column.
fn cell_xs(doc: &str) -> Vec<i64> {
    doc.split("<g class=\"cell\"><rect x=\"")
        .skip(1)
        .map(|c| c[..c.find('"').unwrap()].parse().unwrap())
        .collect()
}

/// `--banks --svg`: the picture of an instruction. Thread t reads the float at row t, column 0
/// of a 32x32 row-major tile: 32 words in bank 0, each in its own 128-byte row, all conflicting;
/// with rows padded to 33 floats the same words fall in 32 banks, none conflicting.
#[test]
fn banks_svg_draws_the_words_and_the_conflicts() {
    let dir = std::env::temp_dir().join(format!("cute-inspect-banks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let svg = dir.join("b.svg");
    let o = run(
        &[
            &COLUMN_ACCESS[..],
            &[
                "--svg",
                svg.to_str().expect("UTF-8 path"),
                "(32,32):(32,1)",
                "(32,32):(33,1)",
            ],
        ]
        .concat(),
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let stdout = text(&o.stdout);
    assert!(
        stdout.contains(&format!(
            "bank conflict picture written to {}",
            dir.join("b-2.svg").display()
        )),
        "{stdout}"
    );
    let plain = std::fs::read_to_string(dir.join("b-1.svg")).expect("SVG written");
    let padded = std::fs::read_to_string(dir.join("b-2.svg")).expect("SVG written");
    let _ = std::fs::remove_dir_all(&dir);
    for doc in [&plain, &padded] {
        assert!(doc.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(doc.ends_with("</svg>\n"));
        // Banks 0..31 along the top, rows 0..31 (one per 128 bytes) on the left.
        let top = group_texts(doc, "text-anchor=\"middle\" dominant-baseline=\"central\">");
        assert_eq!(top, (0..32).map(|b| b.to_string()).collect::<Vec<_>>());
        let left = group_texts(doc, "text-anchor=\"end\"");
        assert_eq!(left, (0..32).map(|r| r.to_string()).collect::<Vec<_>>());
        assert_eq!(doc.matches("class=\"cell\"").count(), 32, "{doc}");
        assert!(doc.contains(">T0</text>") && doc.contains(">T31</text>"));
    }
    // The default instruction is the first with the most ways: warp 0, vector 0.
    assert!(plain.contains(
        ">32-bit accesses (_32,_32):(_1,_32) into (_32,_32):(_32,_1) of 32-bit elements: \
         warp 0 vector 0, 32 wavefronts (ideal 1), 32-way</text>"
    ));
    assert_eq!(plain.matches("class=\"conflict\"").count(), 32);
    let xs = cell_xs(&plain);
    assert!(xs.iter().all(|&x| x == xs[0]), "all in bank 0: {xs:?}");
    // Word k of bank 0 waits for wavefront k.
    assert!(plain.contains(">w0</text>") && plain.contains(">w31</text>"));
    assert!(padded.contains(
        ">32-bit accesses (_32,_32):(_1,_32) into (_32,_32):(_33,_1) of 32-bit elements: \
         warp 0 vector 0, 1 wavefront (ideal 1), 1-way</text>"
    ));
    assert_eq!(padded.matches("class=\"conflict\"").count(), 0);
    let mut xs = cell_xs(&padded);
    xs.sort();
    xs.dedup();
    assert_eq!(xs.len(), 32, "one word per bank");
    assert_eq!(padded.matches(">w0</text>").count(), 32);

    // --instruction picks another one (vector 3: column 3); out of range is an error.
    let o = run(
        &[
            &["-q"],
            &COLUMN_ACCESS[..],
            &["--instruction", "3", "--svg", "-", "(32,32):(32,1)"],
        ]
        .concat(),
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("warp 0 vector 3, 32 wavefronts (ideal 1), 32-way</text>"));
    assert_eq!(out.matches("class=\"conflict\"").count(), 32);
    let o = run(
        &[
            &COLUMN_ACCESS[..],
            &["--instruction", "32", "--svg", "-", "(32,32):(32,1)"],
        ]
        .concat(),
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("banks_svg: the access has 32 instructions (0..32)"),
        "{}",
        text(&o.stderr)
    );
}
