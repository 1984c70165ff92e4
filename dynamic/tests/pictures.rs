//! Pictures of layouts: CuTe's `print_latex` / `print_latex_tv` text byte for byte, and SVG
//! pictures that are well-formed and show the right cells.

use cute_layout_dynamic::{latex, svg, IntTuple, Layout};

// ---------------------------------------------------------------------------------------------
// LaTeX: expected text (data/pictures/*.tex) captured from real CuTe (CUTLASS 4.2.0 headers,
// nvidia-cutlass==4.2.0.0, as in /work/shared/oracle), compiled with `g++ -std=c++17` against `<cute/tensor.hpp>` and run:
//   print_latex(make_layout(Shape<_2,_3>{}, Stride<_3,_1>{}))
//   print_latex(make_layout(Shape<Shape<_2,_2>,_3>{}, Stride<Stride<_24,_2>,_8>{}))
//   print_latex_tv(composition(make_identity_tensor(tile), tv).layout(), tile)
//     with tv = (_4,_2):(_2,_1), tile = (_1,_8), and
//     with tv = ((_2,_2),(_2,_2)):((_1,_4),(_2,_8)), tile = (_4,_4)
// ---------------------------------------------------------------------------------------------

const CUTE_2X3: &str = include_str!("data/pictures/latex_2x3.tex");
const CUTE_2X2X3: &str = include_str!("data/pictures/latex_2x2x3.tex");
const CUTE_TV_1X8: &str = include_str!("data/pictures/latex_tv_1x8.tex");
const CUTE_TV_4X4: &str = include_str!("data/pictures/latex_tv_4x4.tex");

fn layout(s: &str) -> Layout {
    s.parse().unwrap()
}

/// `l(i, j)` of a rank-2 layout.
fn at(l: &Layout, i: i64, j: i64) -> i64 {
    l.crd2idx(&IntTuple::tuple([i.into(), j.into()]))
        .unwrap()
        .value
}

#[test]
fn latex_matches_cute() {
    assert_eq!(latex::to_latex(&layout("(2,3):(3,1)")).unwrap(), CUTE_2X3);
    assert_eq!(
        latex::to_latex(&layout("((2,2),3):((24,2),8)")).unwrap(),
        CUTE_2X2X3
    );
}

#[test]
fn latex_tv_matches_cute() {
    assert_eq!(
        latex::to_latex_tv(&layout("(4,2):(2,1)"), 1, 8).unwrap(),
        CUTE_TV_1X8
    );
    let tv = layout("((2,2),(2,2)):((1,4),(2,8))");
    assert_eq!(latex::to_latex_tv(&tv, 4, 4).unwrap(), CUTE_TV_4X4);
}

#[test]
fn latex_tv_header_uses_coordinate_strides() {
    // Also checked against CuTe: print_latex_tv of these composed with the tile's identity.
    let tv = layout("(32,4):(4,1)");
    let tex = latex::to_latex_tv(&tv, 8, 16).unwrap();
    assert_eq!(
        tex.lines().next(),
        Some("% Layout TV: ((_2,_16),_4):((_4@0,_1@1),_1@0)")
    );
    let tv = layout("((4,8),(2,2)):((16,1),(8,64))");
    let tex = latex::to_latex_tv(&tv, 8, 16).unwrap();
    assert_eq!(
        tex.lines().next(),
        Some("% Layout TV: ((_4,_8),(_2,_2)):((_2@1,_1@0),(_1@1,_8@1))")
    );
    assert_eq!(tex.matches("\\shortstack").count(), 128);
}

#[test]
fn rank_other_than_two_is_an_error() {
    let l3 = layout("(2,2,2):(1,2,4)");
    for e in [
        latex::to_latex(&l3).unwrap_err(),
        svg::to_svg(&l3).unwrap_err(),
        latex::to_latex_tv(&l3, 2, 4).unwrap_err(),
        svg::to_svg_tv(&l3, 2, 4).unwrap_err(),
    ] {
        assert!(e.rule().contains("rank 3"), "{e}");
    }
    let e = svg::to_svg(&layout("8:1")).unwrap_err();
    assert_eq!(e.op(), "to_svg");
    assert!(e.rule().contains("pad it with a _1:_0 mode"), "{e}");
    // print_latex draws a rank-1 layout as CuTe does: padded with `_1:_0`.
    let tex = latex::to_latex(&layout("8:1")).unwrap();
    assert_eq!(tex.lines().next(), Some("% Layout: (_8,_1):(_1,_0)"));
}

#[test]
fn tv_outside_the_tile_is_an_error() {
    let tv = layout("(32,4):(4,1)");
    let e = svg::to_svg_tv(&tv, 8, 8).unwrap_err();
    assert!(e.rule().contains("outside the 8 x 8 tile"), "{e}");
    assert!(latex::to_latex_tv(&tv, 0, 16).is_err());
}

// ---------------------------------------------------------------------------------------------
// SVG
// ---------------------------------------------------------------------------------------------

/// A minimal XML check: every tag closes in order, attribute quotes balance, no stray `<`/`&`.
/// Returns the element names in document order.
fn check_well_formed(doc: &str) -> Vec<String> {
    let mut stack: Vec<String> = Vec::new();
    let mut names = Vec::new();
    let mut rest = doc;
    while let Some(open) = rest.find('<') {
        let text = &rest[..open];
        assert!(!text.contains('>'), "stray `>` in text {text:?}");
        for (i, _) in text.match_indices('&') {
            let ent = &text[i..];
            assert!(
                ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
                    .iter()
                    .any(|e| ent.starts_with(e)),
                "bare `&` in {text:?}"
            );
        }
        let close = rest[open..].find('>').expect("unterminated tag") + open;
        let tag = &rest[open + 1..close];
        assert_eq!(
            tag.matches('"').count() % 2,
            0,
            "unbalanced quotes in <{tag}>"
        );
        assert!(!tag.contains('<'), "`<` inside <{tag}>");
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(
                stack.pop().as_deref(),
                Some(name.trim()),
                "mismatched </{name}>"
            );
        } else if !tag.starts_with('!') && !tag.starts_with('?') {
            let name: String = tag
                .chars()
                .take_while(|c| !c.is_whitespace() && *c != '/')
                .collect();
            assert!(!name.is_empty(), "empty tag name");
            names.push(name.clone());
            if !tag.ends_with('/') {
                stack.push(name);
            }
        }
        rest = &rest[close + 1..];
    }
    assert!(
        rest.trim().is_empty(),
        "text after the root element: {rest:?}"
    );
    assert!(stack.is_empty(), "unclosed elements: {stack:?}");
    assert_eq!(names.first().map(String::as_str), Some("svg"));
    names
}

/// The text of every `<text>` inside each `<g class="cell">`, in document order.
fn cell_texts(doc: &str) -> Vec<Vec<String>> {
    doc.split("<g class=\"cell\">")
        .skip(1)
        .map(|cell| {
            let cell = &cell[..cell.find("</g>").expect("cell group closes")];
            cell.split("<text")
                .skip(1)
                .map(|t| {
                    let start = t.find('>').unwrap() + 1;
                    t[start..t.find("</text>").unwrap()].to_string()
                })
                .collect()
        })
        .collect()
}

#[test]
fn svg_of_a_layout_shows_every_offset() {
    let l = layout("(4,(2,4)):(2,(1,8))");
    let doc = svg::to_svg(&l).unwrap();
    assert!(doc.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    let names = check_well_formed(&doc);
    assert_eq!(names.iter().filter(|n| *n == "rect").count(), 1 + 32 + 1); // background, cells, border
    assert!(
        doc.contains(">(_4,(_2,_4)):(_2,(_1,_8))</text>"),
        "the notation is the heading"
    );
    let cells = cell_texts(&doc);
    assert_eq!(cells.len(), 32);
    for m in 0..4 {
        for n in 0..8 {
            assert_eq!(
                cells[(m * 8 + n) as usize],
                [at(&l, m, n).to_string()],
                "cell ({m},{n})"
            );
        }
    }
    // Row 1 of this layout is 2 3 10 11 18 19 26 27; cell (1,2) holds 10, coloured 10 mod 8.
    assert_eq!(cells[8 + 2], ["10"]);
    let cell_1_2 = doc.split("<g class=\"cell\">").nth(1 + 8 + 2).unwrap();
    assert!(cell_1_2.contains(&format!("fill=\"rgb({})\"", svg::PALETTE[2])));
}

#[test]
fn svg_of_a_blocked_product() {
    let l = layout("((2,3),(2,4)):((1,4),(2,12))");
    let doc = svg::to_svg(&l).unwrap();
    check_well_formed(&doc);
    let cells = cell_texts(&doc);
    assert_eq!(cells.len(), 48);
    let first_row: Vec<&str> = cells[..8].iter().map(|c| c[0].as_str()).collect();
    assert_eq!(first_row, ["0", "2", "12", "14", "24", "26", "36", "38"]);
    assert_eq!(cells[47], ["47"]);
}

#[test]
fn svg_of_a_tv_layout_shows_owners() {
    // 32 threads x 4 values on an 8 x 16 tile; covers every cell exactly once.
    let tv = layout("((4,8),(2,2)):((16,1),(8,64))");
    let doc = svg::to_svg_tv(&tv, 8, 16).unwrap();
    check_well_formed(&doc);
    let cells = cell_texts(&doc);
    assert_eq!(cells.len(), 128);
    let mut seen = std::collections::HashSet::new();
    for t in 0..32 {
        for v in 0..4 {
            let idx = at(&tv, t, v);
            let (m, n) = (idx % 8, idx / 8);
            assert!(seen.insert((m, n)));
            assert_eq!(
                cells[(m * 16 + n) as usize],
                [format!("T{t}"), format!("V{v}")],
                "cell ({m},{n})"
            );
        }
    }
    // Row 0: T0 V0, T0 V1, T1 V0, ... coloured by thread.
    let cell_0_2 = doc.split("<g class=\"cell\">").nth(1 + 2).unwrap();
    assert!(cell_0_2.contains(&format!("fill=\"rgb({})\"", svg::PALETTE[1])));
}

#[test]
fn svg_of_a_partial_tv_layout_leaves_cells_empty() {
    let doc = svg::to_svg_tv(&layout("(4,2):(2,1)"), 4, 4).unwrap();
    check_well_formed(&doc);
    let cells = cell_texts(&doc);
    assert_eq!(cells.len(), 16);
    assert_eq!(cells.iter().filter(|c| c.is_empty()).count(), 8);
    assert_eq!(cells[4 + 1], ["T2", "V1"]); // index 5 = (1,1)
}

// ---------------------------------------------------------------------------------------------
// Bank conflicts
// ---------------------------------------------------------------------------------------------

/// The tutorial's bank pictures, `docs/banks_plain.svg` and `docs/banks_swizzled.svg` of the
/// workspace, are what `banks_svg` draws: `ldmatrix`-style 128-bit row reads of an 8x64 f16
/// tile, 8-way plain and conflict-free under `Sw<3,3,3>`. `BANKS_WRITE_SVG=1` rewrites them
/// (as does `cute-inspect -q --banks '((8,4),8):((1,64),8)' --svg docs/banks_plain.svg
/// '(8,64):(64,1)'`, and likewise with `'Sw<3,3,3> o 0 o (8,64):(64,1)'`). Outside the workspace
/// (the packaged crate) there is nothing to compare.
#[test]
fn the_checked_in_bank_pictures_are_the_crates() {
    use cute_layout_dynamic::banks::picture::banks_svg;
    use cute_layout_dynamic::MaybeComposed;
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs");
    if !docs.join("../Cargo.toml").exists() {
        return;
    }
    let access = layout("((8,4),8):((1,64),8)");
    let plain = MaybeComposed::Plain(layout("(8,64):(64,1)"));
    let swizzled = MaybeComposed::Composed("Sw<3,3,3> o 0 o (8,64):(64,1)".parse().unwrap());
    for (name, smem, conflicts, title) in [
        (
            "banks_plain.svg",
            plain,
            128,
            "into (_8,_64):(_64,_1) of 16-bit elements: \
             warp 0 vector 0, 32 wavefronts (ideal 4), 8-way",
        ),
        (
            "banks_swizzled.svg",
            swizzled,
            0,
            "into Sw&lt;3,3,3&gt; o _0 o (_8,_64):(_64,_1) of 16-bit elements: \
             warp 0 vector 0, 4 wavefronts (ideal 4), 1-way",
        ),
    ] {
        let svg = banks_svg(&smem, 16, &access, 128, None).unwrap();
        check_well_formed(&svg);
        // 32 threads x 16 bytes: 128 words, 4 per thread.
        let cells = cell_texts(&svg);
        assert_eq!(cells.len(), 128);
        for t in 0..32 {
            let label = format!("T{t}");
            assert_eq!(cells.iter().filter(|c| c[0] == label).count(), 4, "{name}");
        }
        assert_eq!(svg.matches("class=\"conflict\"").count(), conflicts);
        assert!(svg.contains(&format!("{title}</text>")), "{name}");
        let path = docs.join(name);
        if std::env::var_os("BANKS_WRITE_SVG").is_some() {
            std::fs::write(&path, &svg).unwrap();
        }
        let checked_in = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}; BANKS_WRITE_SVG=1 writes it", path.display()));
        assert!(
            checked_in == svg,
            "{name} is stale; BANKS_WRITE_SVG=1 rewrites it"
        );
    }
}
