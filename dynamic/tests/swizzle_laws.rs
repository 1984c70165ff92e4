//! Laws of swizzles and composed layouts, on random swizzles and swizzled layouts: a swizzle is
//! an involution; a slice and its offset give back every offset of the composed layout (whether
//! the slice stays composed or decays to a plain layout); the inner-layout operations keep the
//! function; no input panics.

use cute_layout_dynamic::algebra::{
    cast_composed, right_inverse_composed, slice_and_offset_composed, Tiler,
};
use cute_layout_dynamic::{eval, ComposedLayout, IntTuple, Leaf, MaybeComposed, Swizzle};
use proptest::prelude::*;

/// A valid swizzle: `B <= |S|`, the masks within 32 bits.
fn swizzle() -> impl Strategy<Value = Swizzle> {
    (0i64..=3, 0i64..=4, 0i64..=4, any::<bool>()).prop_map(|(b, m, extra, neg)| {
        let s = (b + extra).max(1);
        Swizzle::new(b, m, if neg { -s } else { s }).expect("a valid swizzle")
    })
}

/// A row-major or column-major `rows x cols` atom (powers of two), swizzled, at an offset.
fn composed() -> impl Strategy<Value = ComposedLayout> {
    (swizzle(), 0u32..=4, 0u32..=6, any::<bool>(), 0i64..4).prop_map(|(sw, r, c, row, k)| {
        let (rows, cols) = (1i64 << r, 1i64 << c);
        let text = if row {
            format!("({rows},{cols}):({cols},1)")
        } else {
            format!("({rows},{cols}):(1,{rows})")
        };
        ComposedLayout::new(sw, Leaf::new_static(k * 8), text.parse().expect("a layout"))
    })
}

fn at(c: &ComposedLayout, i: i64, j: i64) -> i64 {
    c.crd2idx(&IntTuple::tuple([i.into(), j.into()]))
        .expect("in the domain")
}

fn eval_slice(m: &MaybeComposed, k: i64) -> i64 {
    let x = IntTuple::from(Leaf::new_dynamic(k));
    match m {
        MaybeComposed::Plain(l) => l.crd2idx_unbounded(&x).expect("offset").value,
        MaybeComposed::Composed(c) => c.crd2idx(&x).expect("offset"),
    }
}

proptest! {
    #[test]
    fn a_swizzle_is_an_involution(sw in swizzle(), x in 0i64..1 << 20) {
        prop_assert_eq!(sw.apply(sw.apply(x)), x);
        prop_assert_eq!(sw.to_string().parse::<Swizzle>().unwrap(), sw);
    }

    /// `slice_and_offset((i,_), A)`: `A(i, j) == slice(j) + offset` for every `j` (and the same
    /// with the other mode fixed), as CuTe's slice means, for offset 0. (With an offset CuTe
    /// itself breaks this: `slice_and_offset((_,4), Sw<1,3,1> o _8 o (_2,_8):(_1,_2))` is
    /// `(_2):(_1) ; _0` in CuTe 4.2, where the layout's (0,4) is 24; this engine answers as CuTe.)
    #[test]
    fn slices_give_back_the_offsets(c in composed(), pick in 0i64..64, row in any::<bool>()) {
        let c = ComposedLayout::new(c.swizzle().unwrap(), Leaf::new_static(0), c.layout().unwrap().clone());
        let l = c.layout().unwrap();
        let (rows, cols) = (l.mode(0).unwrap().size(), l.mode(1).unwrap().size());
        let coord = if row { format!("({},_)", pick % rows) } else { format!("(_,{})", pick % cols) };
        let (s, off) = slice_and_offset_composed(&coord.parse().unwrap(), &c).unwrap();
        let n = if row { cols } else { rows };
        for k in 0..n {
            let (i, j) = if row { (pick % rows, k) } else { (k, pick % cols) };
            prop_assert_eq!(eval_slice(&s, k) + off.value, at(&c, i, j), "{} {} k={}", coord, c, k);
        }
    }

    /// Inner-layout operations keep the swizzle and the offset; casts and inverses answer or refuse.
    #[test]
    fn divides_keep_the_function(c in composed()) {
        let t: Tiler = "(2,2)".parse().unwrap();
        let d = c.map_inner("logical_divide", |l| cute_layout_dynamic::algebra::logical_divide(l, &t));
        if let Ok(MaybeComposed::Composed(d)) = d {
            prop_assert_eq!(d.swizzle(), c.swizzle());
            prop_assert_eq!(d.offset(), c.offset());
        }
        // Casts and inverses answer or refuse; they never panic.
        let _ = cast_composed(&c, 2, true);
        let _ = cast_composed(&c, 4, false);
        let _ = right_inverse_composed(&c);
    }

    /// Random text never panics the parser or the evaluator.
    #[test]
    fn no_panics(b in -2i64..40, m in -2i64..40, s in -40i64..40, x in any::<i64>(), k in -9i64..9) {
        let _ = Swizzle::new(b, m, s).map(|sw| sw.apply(x));
        let _ = Swizzle::from_masks("composition", x & 0xffff_ffff, (x >> 13) & 0xffff);
        for e in [
            format!("Sw<{b},{m},{s}> o {k} o (8,8):(8,1)"),
            format!("slice(({k},_), Sw<{b},{m},{s}> o (8,8):(8,1))"),
            format!("upcast(Sw<{b},{m},{s}> o {k} o (8,8):(8,1), {k})"),
            format!("composition(({k},8):(8,{m}), Sw<{b},{m},{s}>)"),
            format!("right_inverse(Sw<{b},{m},{s}> o {k} o (4,{b}):({s},1))"),
            format!("crd2idx({x}, Sw<{b},{m},{s}> o {k} o (8,8):(8,1))"),
            format!("tile_to_shape(Sw<{b},{m},{s}> o (8,8):(8,1), ({k},{m}))"),
            format!("Sw<{b},{m}"),
            format!("(8,8):(8,1) o {k} o Sw<{b},{m},{s}>"),
        ] {
            let _ = eval(&e);
        }
    }
}
