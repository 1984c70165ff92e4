//! The algebra of swizzles and composed layouts, as CuTe's `swizzle_layout.hpp` and
//! `layout_composed.hpp` define it: compositions with a swizzle ([`compose_layout_swizzle`],
//! [`compose_layout_composed`]), the inverses ([`right_inverse_composed`],
//! [`left_inverse_composed`]), slicing ([`slice_and_offset_composed`], which may decay to a
//! plain layout), [`logical_product_composed_tiler`], and the casts of a composed layout. The
//! operations that only rework the inner layout (divides, products, coalesce, ...) are
//! [`ComposedLayout::map_inner`].

use super::{composition_checked, Check, Tiler};
use crate::composed::{ComposedLayout, ComposedPart, MaybeComposed};
use crate::coord::{idx2crd, Coord};
use crate::error::{Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::Leaf;
use crate::swizzle::Swizzle;

fn st(v: i64) -> IntTuple {
    Int(Leaf::new_static(v))
}

fn flat(op: &'static str, modes: &[(i64, i64)]) -> Result<Layout> {
    Layout::build(
        op,
        Tuple(modes.iter().map(|m| st(m.0)).collect()),
        Tuple(modes.iter().map(|m| st(m.1)).collect()),
    )
}

/// CuTe's helper layouts of a swizzle over the bit fields `(M, B, |S|-B, B, 1)`: the one that
/// keeps only the two fields the swizzle touches (`only_zy`) and the one that clears them
/// (`anti_zy`).
fn zy_layouts(op: &'static str, sw: Swizzle) -> Result<(Layout, Layout)> {
    let (b, m, s) = (sw.bits(), sw.base(), sw.shift().abs());
    let shapes = [1 << m, 1 << b, 1 << (s - b), 1 << b, 1];
    let only = [0, 1 << m, 0, 1 << (m + s), 0];
    let anti = [1, 0, 1 << (m + b), 0, 1 << (m + b + s)];
    let pair = |d: [i64; 5]| -> Vec<(i64, i64)> { shapes.iter().copied().zip(d).collect() };
    Ok((flat(op, &pair(only))?, flat(op, &pair(anti))?))
}

fn compose_cute(op: &'static str, a: &Layout, b: &Layout) -> Result<Layout> {
    composition_checked(a, &Tiler::Layout(b.clone()), Check::CuTe).map_err(|e| e.within(op))
}

/// `l(i)` for a static index `i`, as static as CuTe's (static where `l` is).
fn at_static(op: &'static str, l: &Layout, i: i64) -> Result<Leaf> {
    l.crd2idx_unbounded(&Int(Leaf::new_static(i)))
        .map_err(|e| e.within(op))
}

/// The image `l(mask)` of a swizzle's mask, which CuTe's `make_swizzle<Y, Z>` needs static.
fn static_image(op: &'static str, l: &Layout, mask: i64) -> Result<i64> {
    let v = at_static(op, l, mask)?;
    if v.is_static {
        Ok(v.value)
    } else {
        Err(Error::new(
            op,
            format!(
                "{l} sends the swizzle's bits {mask} to a run-time offset; CuTe's \
                 make_swizzle<Y, Z> needs static bits"
            ),
        ))
    }
}

/// CuTe's `composition(layout, swizzle)`: the swizzle of the bits `layout` sends the swizzle's
/// bits to (CuTe's `make_swizzle<layout(yyy_mask), layout(zzz_mask)>`), after `layout`.
///
/// ```
/// use cute_layout_dynamic::{algebra::compose_layout_swizzle, Layout};
/// let l: Layout = "(16,64):(64,1)".parse().unwrap();
/// assert_eq!(compose_layout_swizzle(&l, &"Sw<3,4,3>".parse().unwrap()).unwrap().to_string(),
///            "Sw<3,0,3> o _0 o (_16,_64):(_64,_1)");
/// assert!(compose_layout_swizzle(&l, &"Sw<3,3,3>".parse().unwrap()).is_err());
/// ```
pub fn compose_layout_swizzle(a: &Layout, sw: &Swizzle) -> Result<MaybeComposed> {
    const OP: &str = "composition";
    let y = static_image(OP, a, sw.yyy_mask())?;
    let z = static_image(OP, a, sw.zzz_mask())?;
    let new = Swizzle::from_masks(OP, y, z)?;
    Ok(ComposedLayout::compose(new, Leaf::new_static(0), a.clone()))
}

fn require_zero_offset(op: &'static str, c: &ComposedLayout) -> Result<()> {
    if c.offset().is_constant(0) {
        Ok(())
    } else {
        Err(Error::new(
            op,
            format!(
                "{c} has offset {}: CuTe requires a static offset 0 (\"Require offset == 0.\")",
                c.offset()
            ),
        ))
    }
}

/// CuTe's `composition(layout, composed)` for a composed layout with offset 0:
/// `composition(composition(layout, swizzle), inner layout)`.
///
/// ```
/// use cute_layout_dynamic::{algebra::compose_layout_composed, Layout};
/// let l: Layout = "(8,64):(64,1)".parse().unwrap();
/// let c = "Sw<3,4,3> o 0 o 512:1".parse().unwrap();
/// assert_eq!(compose_layout_composed(&l, &c).unwrap().to_string(),
///            "Sw<3,1,3> o _0 o (_8,_64):(_64,_1)");
/// ```
pub fn compose_layout_composed(a: &Layout, c: &ComposedLayout) -> Result<MaybeComposed> {
    const OP: &str = "composition";
    let (sw, inner) = c.swizzled(OP)?;
    require_zero_offset(OP, c)?;
    let inner = Tiler::Layout(inner.clone());
    match compose_layout_swizzle(a, &sw)? {
        MaybeComposed::Plain(l) => super::composition(&l, &inner).map(MaybeComposed::Plain),
        MaybeComposed::Composed(k) => k.map_inner(OP, |l| super::composition(l, &inner)),
    }
}

/// CuTe's `logical_product(layout, composed)` for a composed layout with offset 0: the product
/// with the inner layout, after the swizzle of the bits the product sends the swizzle's active
/// bits to.
///
/// ```
/// use cute_layout_dynamic::{algebra::logical_product_composed_tiler, Layout};
/// let a: Layout = "(2,2):(1,2)".parse().unwrap();
/// let c = "Sw<1,0,2> o 0 o (2,4):(4,1)".parse().unwrap();
/// assert_eq!(logical_product_composed_tiler(&a, &c).unwrap().to_string(),
///            "Sw<1,2,-1> o _0 o ((_2,_2),(_2,_4)):((_1,_2),(_16,_4))");
/// ```
pub fn logical_product_composed_tiler(a: &Layout, c: &ComposedLayout) -> Result<MaybeComposed> {
    const OP: &str = "logical_product";
    let (sw, t) = c.swizzled(OP)?;
    require_zero_offset(OP, c)?;
    let new_layout = super::logical_product(a, &Tiler::Layout(t.clone()))?;
    let (only, _) = zy_layouts(OP, sw)?;
    let only_t = compose_cute(OP, &only, t)?;
    let active = static_image(OP, &only_t, only_t.size() - 1)?;
    let image = |bits: i64| -> Result<i64> {
        let x = static_image(OP, t, bits)?;
        let c = IntTuple::tuple([st(0), st(x)]);
        let v = new_layout.crd2idx_unbounded(&c)?;
        if v.is_static {
            Ok(v.value)
        } else {
            Err(Error::new(
                OP,
                format!("{new_layout} sends the swizzle's bits to a run-time offset; CuTe's make_swizzle<Y, Z> needs static bits"),
            ))
        }
    };
    let z = image(active & sw.zzz_mask())?;
    let y = image(active & sw.yyy_mask())?;
    let new = Swizzle::from_masks(OP, y, z)?;
    Ok(ComposedLayout::compose(
        new,
        Leaf::new_static(0),
        new_layout,
    ))
}

/// CuTe's `zipped_product`, `tiled_product`, `flat_product` of a layout by a composed layout:
/// [`logical_product_composed_tiler`], regrouped (CuTe's `tile_unzip` by a composed tiler, which
/// is not a tuple, keeps the two modes `(layout, tiler)`; the tiled and flat forms lift the
/// modes of one or both).
///
/// ```
/// use cute_layout_dynamic::{algebra::product_composed_tiler, Layout};
/// let a: Layout = "(2,2):(1,2)".parse().unwrap();
/// let c = "Sw<3,3,3> o 0 o (8,64):(64,1)".parse().unwrap();
/// assert_eq!(product_composed_tiler("tiled_product", &a, &c).unwrap().to_string(),
///            "Sw<3,2,-6> o _0 o ((_2,_2),_8,_64):((_1,_2),_256,_4)");
/// ```
pub fn product_composed_tiler(
    op: &'static str,
    a: &Layout,
    c: &ComposedLayout,
) -> Result<MaybeComposed> {
    let regroup = |l: &Layout| -> Result<Layout> {
        match op {
            "logical_product" | "zipped_product" => Ok(l.clone()),
            "tiled_product" => super::tiled_from_zipped(l),
            "flat_product" => super::flat_from_zipped(l),
            _ => Err(Error::new(
                op,
                format!("CuTe defines no {op} of a layout by the composed layout {c}"),
            )),
        }
    };
    let within = |e: Error| e.within(op);
    match logical_product_composed_tiler(a, c).map_err(within)? {
        MaybeComposed::Plain(l) => regroup(&l).map(MaybeComposed::Plain).map_err(within),
        MaybeComposed::Composed(k) => k.map_inner(op, regroup),
    }
}

fn inverse(c: &ComposedLayout, op: &'static str, right: bool) -> Result<MaybeComposed> {
    let (sw, l) = c.swizzled(op)?;
    let inv = if right {
        super::right_inverse(l)?
    } else {
        super::left_inverse(l)?
    };
    if c.offset().is_constant(0) {
        return compose_layout_swizzle(&inv, &sw).map_err(|e| e.within(op));
    }
    // CuTe's `right_inverse(offset)` of an integer is its negation, as static as it.
    let neg = Leaf {
        is_static: c.offset().is_static,
        ..Leaf::new_static(0).sub(op, c.offset())?
    };
    Ok(MaybeComposed::Composed(ComposedLayout::from_parts(
        ComposedPart::Layout(inv),
        neg,
        ComposedPart::Swizzle(sw),
    )))
}

/// CuTe's `right_inverse(composed)`: `composition(right_inverse(layout), swizzle)` for offset 0,
/// CuTe's `right_inverse(layout) o -offset o swizzle` otherwise.
///
/// ```
/// use cute_layout_dynamic::algebra::right_inverse_composed;
/// let c = "Sw<3,3,3> o 0 o (8,64):(64,1)".parse().unwrap();
/// assert_eq!(right_inverse_composed(&c).unwrap().to_string(), "Sw<3,0,-6> o _0 o (_64,_8):(_8,_1)");
/// let k = "Sw<3,3,3> o 8 o (8,64):(64,1)".parse().unwrap();
/// assert_eq!(right_inverse_composed(&k).unwrap().to_string(), "(_64,_8):(_8,_1) o _-8 o Sw<3,3,3>");
/// ```
pub fn right_inverse_composed(c: &ComposedLayout) -> Result<MaybeComposed> {
    inverse(c, "right_inverse", true)
}

/// CuTe's `left_inverse(composed)`, as [`right_inverse_composed`] with left inverses.
pub fn left_inverse_composed(c: &ComposedLayout) -> Result<MaybeComposed> {
    inverse(c, "left_inverse", false)
}

impl ComposedLayout {
    /// CuTe's operations that work on the inner layout only:
    /// `composition(swizzle, offset, f(inner))`, which is the plain layout for a `Sw<0,..>` and
    /// a static offset 0. `op` names the operation in errors.
    ///
    /// ```
    /// use cute_layout_dynamic::{algebra::{logical_divide, Tiler}, ComposedLayout};
    /// let c: ComposedLayout = "Sw<3,3,3> o 0 o (128,64):(64,1)".parse().unwrap();
    /// let t: Tiler = "(32,8)".parse().unwrap();
    /// assert_eq!(c.map_inner("logical_divide", |l| logical_divide(l, &t)).unwrap().to_string(),
    ///            "Sw<3,3,3> o _0 o ((_32,_4),(_8,_8)):((_64,_2048),(_1,_8))");
    /// ```
    pub fn map_inner(
        &self,
        op: &'static str,
        f: impl FnOnce(&Layout) -> Result<Layout>,
    ) -> Result<MaybeComposed> {
        let l = self.inner_layout(op)?;
        let new = f(l).map_err(|e| e.within(op))?;
        self.with_layout(op, new)
    }
}

/// The integer parts of a coordinate, as CuTe's `dice(coord, coord)` (flattened).
fn dice_coord(c: &Coord) -> IntTuple {
    fn go(c: &Coord, out: &mut Vec<IntTuple>) {
        match c {
            Coord::Int(v) => out.push(Int(*v)),
            Coord::Under => {}
            Coord::Tuple(m) => m.iter().for_each(|x| go(x, out)),
        }
    }
    match c {
        Coord::Int(v) => Int(*v),
        _ => {
            let mut out = Vec::new();
            go(c, &mut out);
            Tuple(out)
        }
    }
}

fn has_under(c: &Coord) -> bool {
    match c {
        Coord::Int(_) => false,
        Coord::Under => true,
        Coord::Tuple(m) => m.iter().any(has_under),
    }
}

fn all_under(c: &Coord) -> bool {
    match c {
        Coord::Int(_) => false,
        Coord::Under => true,
        Coord::Tuple(m) => m.iter().all(all_under),
    }
}

/// CuTe's `to_mixed_bits(layout, coord)`: the XOR of `coord_i * stride_i` over the leaves, each
/// `shape_i * stride_i` a static power of two (or 0); and the mask of the bits a run-time
/// coordinate may set (CuTe's `MixedBits` flags, `(shape_i - 1) * stride_i`).
fn to_mixed_bits(op: &'static str, l: &Layout, coord: &IntTuple) -> Result<(Leaf, i64)> {
    let c = idx2crd(coord, l.shape()).map_err(|e| e.within(op))?;
    let (cs, ss, ds) = (c.leaf_list(), l.shape().leaf_list(), l.stride().leaf_list());
    let (mut acc, mut dynamic_bits) = (Leaf::new_static(0), 0i64);
    for ((c, s), d) in cs.iter().zip(&ss).zip(&ds) {
        let span = s.mul(op, *d)?;
        if !span.is_static
            || (span.value != 0 && (span.value < 0 || span.value & (span.value - 1) != 0))
        {
            return Err(Error::new(
                op,
                format!(
                    "to_mixed_bits: the mode {s:#}:{d:#} spans {span:#}, not a static power of \
                     two (CuTe requires pow2 shape*stride)"
                ),
            ));
        }
        let term = c.mul(op, *d)?;
        if !term.is_static {
            dynamic_bits |= s.value.saturating_sub(1).saturating_mul(d.value);
        }
        acc = Leaf {
            value: acc.value ^ term.value,
            is_static: acc.is_static && term.is_static,
        };
    }
    Ok((acc, dynamic_bits))
}

/// CuTe's strides of the swizzle's bits in a slice that misses them: for each of the `B` bits,
/// `±Z << i` (`lower`: Z below Y) or `(Y ± Z) << i`, by the bits of the offset; a run-time
/// stride where the bit it depends on is a run-time bit of the offset (`dynamic_bits`).
fn swizzle_strides(
    lower: bool,
    (z, y): (i64, i64),
    (offset, dynamic_bits): (i64, i64),
    bits: i64,
) -> Vec<Leaf> {
    (0..bits)
        .map(|i| {
            let bit = if lower { y << i } else { z << i };
            let value = match (lower, offset & bit == 0) {
                (true, true) => z << i,
                (true, false) => -(z << i),
                (false, true) => (y + z) << i,
                (false, false) => (y - z) << i,
            };
            Leaf {
                value,
                is_static: dynamic_bits & bit == 0,
            }
        })
        .collect()
}

/// CuTe's `slice_and_offset(coord, composed)`: the slice, and where it starts. A coordinate of
/// wildcards only keeps the swizzle; otherwise the slice stays composed when its offsets still
/// reach both fields of the swizzle, and decays to a plain layout (with the swizzle's effect in
/// its strides) when they do not.
///
/// ```
/// use cute_layout_dynamic::algebra::slice_and_offset_composed;
/// let c = "Sw<3,3,3> o 0 o (8,64):(64,1)".parse().unwrap();
/// let (s, off) = slice_and_offset_composed(&"(5,_)".parse().unwrap(), &c).unwrap();
/// assert_eq!((s.to_string(), off.to_string()),
///            ("((_8,_2,_2,_2)):((_1,_-8,_16,_-32))".to_string(), "_360".to_string()));
/// let (s, off) = slice_and_offset_composed(&"(_,3)".parse().unwrap(), &c).unwrap();
/// assert_eq!((s.to_string(), off.to_string()), ("(_8):(_72)".to_string(), "_3".to_string()));
/// ```
pub fn slice_and_offset_composed(
    coord: &Coord,
    c: &ComposedLayout,
) -> Result<(MaybeComposed, Leaf)> {
    const OP: &str = "slice";
    let (sw, l) = c.swizzled(OP)?;
    let sliced = l.slice(coord)?;
    if all_under(coord) {
        return Ok((c.with_layout(OP, sliced)?, Leaf::new_static(0)));
    }
    if !has_under(coord) {
        return Err(Error::new(
            OP,
            format!(
                "the coordinate {coord} has no `_`: CuTe cannot slice the swizzled layout {c} \
                 down to a single offset (no make_layout() of no modes); use crd2idx"
            ),
        ));
    }
    let (only, anti) = zy_layouts(OP, sw)?;
    let diced = l.dice(coord)?;
    let dcoord = dice_coord(coord);
    let diced_anti = compose_cute(OP, &anti, &diced)?;
    let diced_only = compose_cute(OP, &only, &diced)?;
    let (bits, mut dynamic_bits) = to_mixed_bits(OP, &diced_only, &dcoord)?;
    if !c.offset().is_static {
        dynamic_bits = -1;
    }
    // CuTe's `make_mixed_bits`: static when no bit is a run-time one.
    let offset_only = Leaf {
        value: c.offset().value ^ bits.value,
        is_static: c.offset().is_static && (bits.is_static || dynamic_bits == 0),
    };
    let offset_anti = diced_anti.crd2idx_unbounded(&dcoord)?;
    let sliced_only = compose_cute(OP, &only, &sliced)?;
    let last = sliced_only.size_leaf().sub(OP, Leaf::new_static(1))?;
    let active = sliced_only
        .crd2idx_unbounded(&Int(last))
        .map_err(|e| e.within(OP))?;
    // CuTe decides statically: a run-time answer decays the slice.
    if active.is_static && active.value & !sw.apply(active.value) != 0 {
        // Both fields still vary over the slice: it stays composed.
        let k = match ComposedLayout::compose_typed(sw, offset_only, true, sliced) {
            // A run-time offset is CuTe's `MixedBits`: its bits under `dynamic_bits` vary.
            MaybeComposed::Composed(k) if !offset_only.is_static => {
                MaybeComposed::Composed(k.with_mixed_flags(dynamic_bits))
            }
            k => k,
        };
        return Ok((k, offset_anti));
    }
    let lowest = |m: i64| m & m.wrapping_neg();
    let (z, y) = (lowest(sw.zzz_mask()), lowest(sw.yyy_mask()));
    let (b, m, s) = (sw.bits(), sw.base(), sw.shift().abs());
    let off = (offset_only.value, dynamic_bits);
    let lo = swizzle_strides(z < y, (z, y), off, b);
    let hi = swizzle_strides(z > y, (z, y), off, b);
    let two = |d: &Leaf| (st(2), Int(*d));
    let mut modes = vec![(st(1 << m), st(1))];
    modes.extend(lo.iter().map(two));
    modes.push((st(1 << (s - b)), st(1 << (m + b))));
    modes.extend(hi.iter().map(two));
    modes.push((st(1), st(1 << (m + b + s))));
    let (shape, stride): (Vec<_>, Vec<_>) = modes.into_iter().unzip();
    let sw_layout = Layout::build(OP, Tuple(shape), Tuple(stride))?;
    let plain = compose_cute(OP, &sw_layout, &sliced)?;
    let start = Leaf {
        value: sw.apply(offset_only.value),
        is_static: offset_only.is_static,
    }
    .add(OP, offset_anti)?;
    Ok((MaybeComposed::Plain(plain), start))
}

/// CuTe's `upcast<N>`, `downcast<N>` of a composed layout: the swizzle, the offset and the inner
/// layout each cast (the offset becomes CuTe's unsigned constant, so a `Sw<0,..>` stays).
pub fn cast_composed(c: &ComposedLayout, n: i64, up: bool) -> Result<MaybeComposed> {
    let op = if up { "upcast" } else { "downcast" };
    let (sw, l) = c.swizzled(op)?;
    let (sw, layout) = if up {
        (sw.upcast(n)?, super::upcast(l, n)?)
    } else {
        (sw.downcast(n)?, super::downcast(l, n)?)
    };
    let nl = Leaf::new_static(n);
    let k = c.offset();
    let offset = if up {
        // CuTe's `safe_div` of a static offset requires that N divides it.
        if k.is_static && k.value % n != 0 {
            return Err(Error::new(
                op,
                format!(
                    "the offset {} of {c} is not a multiple of N = {n} (CuTe's safe_div \
                     requires t % u == 0)",
                    k.value
                ),
            ));
        }
        k.div(op, nl)?
    } else {
        k.mul(op, nl)?
    };
    Ok(ComposedLayout::compose_typed(sw, offset, true, layout))
}

/// CuTe's `recast_layout<Old, New>` of a composed layout (see [`recast`](super::recast)).
///
/// ```
/// use cute_layout_dynamic::algebra::recast_composed;
/// let c = "Sw<3,4,3> o 0 o (8,64):(64,1)".parse().unwrap();
/// assert_eq!(recast_composed(&c, 16, 64).unwrap().to_string(), "Sw<3,2,3> o _0 o (_8,_16):(_16,_1)");
/// ```
pub fn recast_composed(c: &ComposedLayout, old_bits: i64, new_bits: i64) -> Result<MaybeComposed> {
    let (num, den) = super::cast::recast_ratio(old_bits, new_bits)?;
    let within = |e: Error| e.within("recast");
    let again = |m: MaybeComposed, n: i64, up: bool| match m {
        MaybeComposed::Plain(l) => if up {
            super::upcast(&l, n)
        } else {
            super::downcast(&l, n)
        }
        .map(MaybeComposed::Plain),
        MaybeComposed::Composed(k) => cast_composed(&k, n, up),
    };
    match (num, den) {
        (1, 1) => Ok(MaybeComposed::Composed(c.clone())),
        (1, d) => cast_composed(c, d, false).map_err(within),
        (u, 1) => cast_composed(c, u, true).map_err(within),
        (u, d) => again(cast_composed(c, u, true).map_err(within)?, d, false).map_err(within),
    }
}
