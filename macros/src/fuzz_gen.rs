//! A grammar-based generator of hostile CuTe notation and expressions for the fuzz tests
//! (the macros' unit tests, and `dynamic/tests/fuzz.rs` with `#[path = ...]`).
//!
//! Mostly well-formed text with hostile values (huge integers, zeros, negatives, deep nesting,
//! non-congruent strides), plus random mutations of it and random bytes. Integers are written
//! both ways, `_N` and `N`: static and dynamic leaves when read in CuTe's mixed notation.

#![allow(dead_code)]

/// The number of cases: `CUTE_FUZZ_CASES`, or `default`.
pub fn cases(default: u64) -> u64 {
    std::env::var("CUTE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// xorshift64*: small, fast, reproducible.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// An integer, often small, sometimes hostile.
pub fn int(r: &mut Rng) -> String {
    match r.below(20) {
        0 => "0".into(),
        1 => format!("-{}", r.below(9)),
        2 => [
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "4294967296",
            "18446744073709551616",
            "99999999999999999999999",
        ][r.below(6) as usize]
            .into(),
        3 => format!("{}", 1u64 << r.below(63)),
        // `_N` is static in both notations; a plain `N` is dynamic in the mixed one.
        4 | 5 => format!("_{}", r.below(16)),
        6 => format!("_-{}", r.below(9)),
        7 => format!("_{}", 1 + r.below(12)),
        _ => format!("{}", 1 + r.below(12)),
    }
}

/// A tuple of integers (or `_` where `under` allows), nested up to `depth`.
pub fn tuple(r: &mut Rng, depth: u32, under: bool) -> String {
    if depth == 0 || r.chance(45) {
        return if under && r.chance(25) {
            "_".into()
        } else {
            int(r)
        };
    }
    let n = 1 + r.below(4);
    let parts: Vec<String> = (0..n).map(|_| tuple(r, depth - 1, under)).collect();
    format!("({})", parts.join(","))
}

/// Same structure as `shape`, random leaves (a congruent stride), or something else.
pub fn stride_like(r: &mut Rng, shape: &str) -> String {
    if r.chance(10) {
        return tuple(r, 3, false);
    }
    let mut out = String::new();
    let mut chars = shape.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() || c == '-' || c == '_' {
            while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                chars.next();
            }
            out.push_str(&int(r));
        } else {
            out.push(c);
        }
    }
    out
}

pub fn layout(r: &mut Rng) -> String {
    let s = tuple(r, 3, false);
    if r.chance(15) {
        return s;
    }
    let d = stride_like(r, &s);
    format!("{s}:{d}")
}

/// Any value of CuTe notation: layouts, tuples, coordinates, tilers.
pub fn value(r: &mut Rng, depth: u32) -> String {
    match r.below(10) {
        0..=4 => layout(r),
        5 | 6 => tuple(r, 3, true),
        7 if depth > 0 => {
            let n = 1 + r.below(3);
            let parts: Vec<String> = (0..n).map(|_| value(r, depth - 1)).collect();
            format!("<{}>", parts.join(","))
        }
        8 => {
            // Deep nesting.
            let d = 1 + r.below(100) as usize;
            format!("{}{}{}", "(".repeat(d), int(r), ")".repeat(d))
        }
        _ => int(r),
    }
}

/// An expression: calls of the operations (random arities) over values.
pub fn expr(r: &mut Rng, depth: u32) -> String {
    if depth == 0 || r.chance(35) {
        return value(r, 1);
    }
    // Every operation the evaluator knows, and one it does not.
    let ops = cute_layout_dynamic::OPERATIONS;
    let k = r.below(ops.len() as u64 + 1) as usize;
    let op = ops.get(k).map_or("nonsense", |o| o.0);
    let n = r.below(4);
    let args: Vec<String> = (0..n).map(|_| expr(r, depth - 1)).collect();
    format!("{op}({})", args.join(", "))
}

/// A random edit of `s`: delete, duplicate or replace a byte, or insert a hostile piece.
pub fn mutate(r: &mut Rng, s: &str) -> String {
    let mut b = s.as_bytes().to_vec();
    for _ in 0..1 + r.below(3) {
        let at = r.below(b.len() as u64 + 1) as usize;
        match r.below(4) {
            0 if at < b.len() => {
                b.remove(at);
            }
            1 if at < b.len() => {
                let c = b[at];
                b.insert(at, c);
            }
            2 => {
                let alphabet = b"()<>:,_-0123456789 x\xff";
                b.insert(at, alphabet[r.below(alphabet.len() as u64) as usize]);
            }
            _ => {
                let piece = [
                    "(",
                    ")",
                    ":",
                    ",",
                    "<",
                    ">",
                    "_",
                    "-",
                    "9223372036854775807",
                ][r.below(9) as usize];
                for (k, c) in piece.bytes().enumerate() {
                    b.insert(at + k, c);
                }
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// One input: usually grammatical, sometimes mutated, rarely random bytes.
pub fn input(r: &mut Rng, expressions: bool) -> String {
    let base = if expressions { expr(r, 3) } else { value(r, 2) };
    match r.below(10) {
        0..=5 => base,
        6..=8 => mutate(r, &base),
        _ => {
            let n = r.below(24);
            let bytes: Vec<u8> = (0..n)
                .map(|_| b"()<>:,_-019 a\t"[r.below(14) as usize])
                .collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
    }
}
