//! The closed form of bank conflicts over GF(2) (`banks::linear`) against the simulation
//! (`banks::bank_conflicts`): on thousands of random power-of-two layouts, swizzled or not, and
//! accesses of every width, every instruction's wavefronts, ideal and ways are equal.

use cute_layout_dynamic::banks::linear::{linear_bank_conflicts, Summary};
use cute_layout_dynamic::banks::{bank_conflicts, Report};
use cute_layout_dynamic::{ComposedLayout, Layout, Leaf, MaybeComposed, Swizzle};

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
    /// `true` with probability `percent / 100`.
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[(self.next() % xs.len() as u64) as usize]
    }
    fn shuffle<T>(&mut self, xs: &mut [T]) {
        for i in (1..xs.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            xs.swap(i, j);
        }
    }
}

/// `(s0,s1,...)`, or the single item.
fn tuple(items: &[String]) -> String {
    if items.len() == 1 {
        items[0].clone()
    } else {
        format!("({})", items.join(","))
    }
}

/// A mode from leaves `(extent, stride)`: a single leaf, a tuple, or (sometimes) a tuple with
/// its first leaves nested one level deeper.
fn mode(rng: &mut Rng, leaves: &[(i64, i64)]) -> (String, String) {
    let shapes: Vec<String> = leaves.iter().map(|l| l.0.to_string()).collect();
    let strides: Vec<String> = leaves.iter().map(|l| l.1.to_string()).collect();
    if leaves.len() >= 3 && rng.chance(30) {
        let cut = rng.range(2, leaves.len() as i64 - 1) as usize;
        let nest = |xs: &[String]| {
            let mut v = vec![tuple(&xs[..cut])];
            v.extend_from_slice(&xs[cut..]);
            tuple(&v)
        };
        (nest(&shapes), nest(&strides))
    } else {
        (tuple(&shapes), tuple(&strides))
    }
}

/// Leaves of images (element index of each index bit, lowest first): runs `d, 2d, 4d...` (or
/// `0, 0...`) merge into one leaf, sometimes.
fn leaves(rng: &mut Rng, images: &[i64]) -> Vec<(i64, i64)> {
    let mut out: Vec<(i64, i64)> = Vec::new();
    let mut next = None;
    for &d in images {
        match out.last_mut() {
            Some(last) if next == Some(d) && rng.chance(60) => {
                last.0 *= 2;
                next = Some(d * 2);
                if d == 0 {
                    next = Some(0);
                }
            }
            _ => {
                out.push((2, d));
                next = Some(d * 2);
            }
        }
    }
    if out.is_empty() {
        out.push((1, 0));
    }
    out
}

/// A shared-memory layout of `2^bits` elements: power-of-two extents, rank 1 to 4, sometimes
/// nested, its strides a permutation of its leaves (sometimes padded, sometimes a stride 0) or
/// random powers of two; sometimes a swizzle after it.
fn smem(rng: &mut Rng, bits: i64) -> MaybeComposed {
    let rank = rng.range(1, 4.min(bits));
    // Bits of each mode, then of each leaf of each mode.
    let mut cuts: Vec<i64> = (0..rank - 1).map(|_| rng.range(0, bits)).collect();
    cuts.sort();
    let mut modes = Vec::new();
    let mut prev = 0;
    for c in cuts.into_iter().chain([bits]) {
        let b = c - prev;
        prev = c;
        if b >= 2 && rng.chance(30) {
            let k = rng.range(1, b - 1);
            modes.push(vec![k, b - k]);
        } else {
            modes.push(vec![b]);
        }
    }
    let n_leaves: usize = modes.iter().map(Vec::len).sum();
    let strides: Vec<i64> = if rng.chance(75) {
        let flat: Vec<i64> = modes.iter().flatten().copied().collect();
        let mut order: Vec<usize> = (0..n_leaves).collect();
        rng.shuffle(&mut order);
        if rng.chance(60) {
            // Leaf 0 contiguous (stride 1), as most tiles are.
            let at = order.iter().position(|&i| i == 0).unwrap();
            order.remove(at);
            order.insert(0, 0);
        }
        let mut strides = vec![0; n_leaves];
        let mut low = 0;
        for i in order {
            if rng.chance(5) {
                continue; // stride 0
            }
            if rng.chance(10) {
                low += rng.range(1, 2); // padding
            }
            strides[i] = 1 << low;
            low += flat[i];
        }
        strides
    } else {
        (0..n_leaves)
            .map(|_| {
                if rng.chance(10) {
                    0
                } else {
                    1 << rng.range(0, bits + 2)
                }
            })
            .collect()
    };
    let mut shapes = Vec::new();
    let mut strs = Vec::new();
    let mut i = 0;
    for m in &modes {
        let s: Vec<String> = m.iter().map(|b| (1i64 << b).to_string()).collect();
        let d: Vec<String> = (i..i + m.len()).map(|j| strides[j].to_string()).collect();
        i += m.len();
        // A nested mode is a tuple; a leaf mode stays a leaf (a rank-1 layout a leaf too).
        shapes.push(tuple(&s));
        strs.push(tuple(&d));
    }
    let layout: Layout = format!("{}:{}", tuple(&shapes), tuple(&strs))
        .parse()
        .unwrap();
    if rng.chance(40) {
        let b = rng.range(0, 3);
        let m = rng.range(0, 4);
        let mut s = rng.range(b.max(1), b.max(1) + 3);
        if rng.chance(10) {
            s = -s; // bits moved up
        }
        let sw = Swizzle::new(b, m, s).unwrap();
        MaybeComposed::Composed(ComposedLayout::new(sw, Leaf::new_static(0), layout))
    } else {
        MaybeComposed::Plain(layout)
    }
}

fn offset(smem: &MaybeComposed, index: i64) -> Option<i64> {
    match smem {
        MaybeComposed::Plain(l) => l.call(index).ok(),
        MaybeComposed::Composed(c) => c.crd2idx(&index.into()).ok(),
    }
}

struct Case {
    smem: MaybeComposed,
    elem_bits: i64,
    access: Layout,
    vector_bits: i64,
}

/// A random case: a layout of `2^bits` elements and a (thread, value) access of power-of-two
/// extents whose thread and vector bits go to distinct element bits (sometimes to none, a
/// broadcast, or twice), chosen so that most accesses are ones the hardware can make.
fn case(rng: &mut Rng) -> Case {
    let bits = rng.range(6, 12);
    let smem = smem(rng, bits);
    let elem_bits = rng.pick(&[8, 16, 32, 64]);
    let vector_bits = rng.pick(&[8, 16, 32, 64, 128].map(|v: i64| v.max(elem_bits)));
    let k = (vector_bits / elem_bits).trailing_zeros() as i64;
    // Element bits to choose from: sometimes past the size (outside a plain layout, where a
    // composed layout's last leaf goes on).
    let reach = bits + if rng.chance(15) { rng.range(1, 2) } else { 0 };
    // The offset of each element bit (through the swizzle).
    let images: Vec<Option<i64>> = (0..reach).map(|q| offset(&smem, 1 << q)).collect();
    let mut free: Vec<i64> = (0..reach).collect();
    let take = |free: &mut Vec<i64>, q: i64| free.retain(|&x| x != q);
    // The values of one vector: the element bits at offsets 1, 2, 4... where there are some.
    let mut within = Vec::new();
    for j in 0..k {
        let q = match images.iter().position(|&o| o == Some(1 << j)) {
            Some(q) if rng.chance(95) && free.contains(&(q as i64)) => q as i64,
            _ => rng.pick(&free),
        };
        take(&mut free, q);
        within.push(1i64 << q);
    }
    // Other bits: aligned offsets mostly (in some cases the lowest first), a broadcast or a
    // repeated bit sometimes.
    let lowest = rng.chance(40);
    let other = |rng: &mut Rng, free: &mut Vec<i64>| -> i64 {
        if free.is_empty() || rng.chance(6) {
            return 0;
        }
        if rng.chance(2) {
            return 1 << rng.range(0, reach - 1);
        }
        let aligned: Vec<i64> = free
            .iter()
            .copied()
            .filter(|&q| images[q as usize].is_some_and(|o| o % (1 << k) == 0))
            .collect();
        let q = if !aligned.is_empty() && rng.chance(95) {
            if lowest {
                // The lowest offset left: threads spread over the banks.
                *aligned
                    .iter()
                    .min_by_key(|&&q| images[q as usize].map(|o| o.trailing_zeros()))
                    .unwrap()
            } else {
                rng.pick(&aligned)
            }
        } else {
            rng.pick(free)
        };
        take(free, q);
        1 << q
    };
    let t_bits = rng.range(3, 8);
    let thread: Vec<i64> = (0..t_bits).map(|_| other(rng, &mut free)).collect();
    let v_bits = rng.range(0, 2);
    let mut value = within;
    value.extend((0..v_bits).map(|_| other(rng, &mut free)));
    let (thread, value) = (leaves(rng, &thread), leaves(rng, &value));
    let (ts, td) = mode(rng, &thread);
    let (vs, vd) = mode(rng, &value);
    let access = format!("({ts},{vs}):({td},{vd})").parse().unwrap();
    Case {
        smem,
        elem_bits,
        access,
        vector_bits,
    }
}

fn describe(c: &Case) -> String {
    let smem = match &c.smem {
        MaybeComposed::Plain(l) => l.to_string(),
        MaybeComposed::Composed(x) => x.to_string(),
    };
    format!(
        "smem {smem} of {}-bit elements, access {} of {} bits",
        c.elem_bits, c.access, c.vector_bits
    )
}

/// Every instruction of the simulation has the closed form's counts.
fn check(c: &Case, r: &Report, s: &Summary) {
    let d = describe(c);
    assert_eq!(r.instructions.len() as i64, s.instructions(), "{d}");
    for i in &r.instructions {
        assert_eq!(
            (i.wavefronts, i.ideal, i.ways),
            (s.wavefronts, s.ideal, s.ways),
            "{d}: warp {} vector {}\n{r}{s:?}",
            i.warp,
            i.vector
        );
    }
    assert_eq!(
        (r.wavefronts(), r.ideal(), r.conflicts(), r.ways()),
        (s.total_wavefronts(), s.total_ideal(), s.conflicts(), s.ways),
        "{d}"
    );
}

#[test]
fn the_closed_form_is_the_simulation() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut tried, mut kept, mut compared, mut conflicted, mut free, mut swizzled) =
        (0, 0, 0, 0, 0, 0);
    let (mut refused, mut same_error, mut not_linear, mut partial, mut past) = (0, 0, 0, 0, 0);
    let mut widths = [0; 5];
    while kept < 5000 {
        tried += 1;
        assert!(tried < 100_000, "too few accesses the hardware can make");
        let c = case(&mut rng);
        let sim = bank_conflicts(&c.smem, c.elem_bits, &c.access, c.vector_bits);
        let closed = linear_bank_conflicts(&c.smem, c.elem_bits, &c.access, c.vector_bits);
        let r = match sim {
            Ok(r) => r,
            Err(e) => {
                // An access the hardware cannot make: the closed form never counts it.
                refused += 1;
                match closed {
                    Ok(None) => {}
                    Err(f) => {
                        assert_eq!(e.to_string(), f.to_string(), "{}", describe(&c));
                        same_error += 1;
                    }
                    Ok(Some(s)) => panic!("{}: {e}, yet {s:?}", describe(&c)),
                }
                continue;
            }
        };
        kept += 1;
        match closed.unwrap_or_else(|e| panic!("{}: {e}", describe(&c))) {
            None => not_linear += 1,
            Some(s) => {
                check(&c, &r, &s);
                compared += 1;
                if s.ways > 1 {
                    conflicted += 1;
                } else {
                    free += 1;
                }
                if let MaybeComposed::Composed(x) = &c.smem {
                    swizzled += i64::from(x.swizzle().is_some_and(|s| !s.is_identity()));
                    past += i64::from(c.access.cosize() > x.size());
                }
                widths[c.vector_bits.trailing_zeros() as usize - 3] += 1;
                if c.access.mode(0).unwrap().size() < 32 {
                    partial += 1;
                }
            }
        }
    }
    println!(
        "{tried} cases: {refused} refused by the simulation ({same_error} with the same error by the \
         closed form, the others not linear), {kept} kept; {compared} compared \
         ({conflicted} with conflicts, {free} without, {swizzled} swizzled, {partial} of 8 or 16 \
         threads, {past} past a swizzled layout's size; of 8/16/32/64/128 bits: {widths:?}), \
         {not_linear} not linear"
    );
    assert!(compared >= 2000, "{compared} compared");
    assert!(conflicted >= 1000 && free >= 1000, "{conflicted} / {free}");
    assert!(
        swizzled >= 500 && partial >= 200 && past >= 50,
        "{swizzled} swizzled, {partial} partial, {past} past"
    );
    assert!(widths.iter().all(|&n| n >= 100), "{widths:?}");
}

fn plain(s: &str) -> MaybeComposed {
    MaybeComposed::Plain(s.parse().unwrap())
}

fn composed(s: &str) -> MaybeComposed {
    MaybeComposed::Composed(s.parse().unwrap())
}

#[test]
fn non_linear_layouts_have_no_closed_form() {
    let cases = [
        // Padded rows.
        (plain("(32,32):(33,1)"), 32, "(32,32):(1,32)", 32),
        // An extent 3: the index splits by 3.
        (plain("(3,64):(64,1)"), 32, "(32,1):(1,0)", 32),
        // A stride 3 in the access.
        (plain("128:1"), 32, "(32,1):(3,0)", 32),
        // Two thread bits on the same element bit: adding them carries.
        (plain("128:1"), 32, "((2,16),1):((1,1),0)", 32),
        // Two leaves of the layout on the same offset bits.
        (plain("(4,4):(1,2)"), 32, "(16,1):(1,0)", 32),
        // 24 threads.
        (plain("128:1"), 32, "(24,1):(1,0)", 32),
        // A swizzle after a non-zero offset.
        (
            composed("Sw<3,3,3> o 8 o (8,64):(64,1)"),
            16,
            "((8,4),8):((1,64),8)",
            128,
        ),
    ];
    for (smem, elem_bits, access, vector_bits) in cases {
        let access: Layout = access.parse().unwrap();
        let what = format!("{smem:?} {access}");
        assert!(
            bank_conflicts(&smem, elem_bits, &access, vector_bits).is_ok(),
            "{what}"
        );
        assert_eq!(
            linear_bank_conflicts(&smem, elem_bits, &access, vector_bits).unwrap(),
            None,
            "{what}"
        );
    }
}

#[test]
fn byte_addresses_past_an_i64_have_no_closed_form() {
    // Offsets up to 2^61 + 31 of 8-byte elements: bytes past 2^63.
    let smem = plain("(32,2):(1,2305843009213693952)");
    let access: Layout = "(32,2):(1,32)".parse().unwrap();
    assert_eq!(linear_bank_conflicts(&smem, 64, &access, 64).unwrap(), None);
    // Of 2-byte elements, bytes up to 2^62 + 62 fit.
    let s = linear_bank_conflicts(&smem, 16, &access, 16)
        .unwrap()
        .unwrap();
    let r = bank_conflicts(&smem, 16, &access, 16).unwrap();
    assert_eq!((s.wavefronts, s.ideal, s.ways), (1, 1, 1));
    assert_eq!((r.wavefronts(), r.ideal(), r.ways()), (2, 2, 1));
}

#[test]
fn accesses_the_hardware_cannot_make_are_the_simulations_errors() {
    let cases = [
        // Bad arguments.
        (plain("(32,32):(32,1)"), 32, "(32,32):(1,32)", 96),
        (plain("(32,32):(32,1)"), 64, "(32,32):(1,32)", 32),
        (plain("(32,32):(32,1)"), 32, "(32,32,2):(1,32,0)", 32),
        // A thread's two values 32 floats apart.
        (plain("(32,32):(32,1)"), 32, "(32,32):(32,1)", 64),
        (plain("(64,16):(1,64)"), 32, "(32,(2,8)):(1,(32,64))", 64),
        // Past the layout's size.
        (plain("(16,16):(16,1)"), 32, "(32,32):(1,32)", 32),
        // Swizzled away from consecutive.
        (composed("Sw<1,0,3> o 0 o 64:1"), 32, "(8,8):(8,1)", 64),
    ];
    for (smem, elem_bits, access, vector_bits) in cases {
        let access: Layout = access.parse().unwrap();
        let e = bank_conflicts(&smem, elem_bits, &access, vector_bits).unwrap_err();
        let f = linear_bank_conflicts(&smem, elem_bits, &access, vector_bits).unwrap_err();
        assert_eq!(e.to_string(), f.to_string());
    }
}

#[test]
fn sub_word_elements_and_partial_warps() {
    // 8 or 16 threads (one phase, or two of 8 for 128 bits), bytes sharing words.
    let smem = plain("(16,64):(64,1)");
    for (access, elem_bits, vector_bits, ways) in [
        // Row t, column 0: 8 threads on banks 0 and 16.
        ("(8,1):(1,0)", 8, 8, 4),
        ("(16,2):(1,16)", 8, 16, 8),
        // Byte t of row v: four threads a word.
        ("(16,4):(16,1)", 8, 8, 1),
        ("(16,16):(1,16)", 8, 128, 4),
        ("((4,4),8):((1,128),16)", 16, 128, 4),
    ] {
        let access: Layout = access.parse().unwrap();
        let r = bank_conflicts(&smem, elem_bits, &access, vector_bits).unwrap();
        let s = linear_bank_conflicts(&smem, elem_bits, &access, vector_bits)
            .unwrap()
            .unwrap();
        let c = Case {
            smem: smem.clone(),
            elem_bits,
            access,
            vector_bits,
        };
        check(&c, &r, &s);
        assert_eq!(s.ways, ways, "{}", describe(&c));
    }
}
