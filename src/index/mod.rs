//! From coordinates to offsets and back: CuTe's `crd2idx` and `idx2crd`.
//!
//! One path computes every offset, for static layouts and layouts with run-time leaves alike
//! ([`CoordValue`] on the public shape and stride values): a static leaf is a constant there
//! (its value is a constant of its type), a run-time one the value stored in the layout, so
//! the sum is the straight-line code a person writes with those values, constant-folded where
//! they are static. Tensors, slices, `local_tile`/`local_partition` and the GPU host side all
//! take their offsets from it.

mod idx2crd;

pub use idx2crd::{crd2crd, idx2crd, Idx2Crd, Idx2CrdOp};

use crate::int::Dyn;
use crate::layout::Layout;
use crate::tuple::{IntTupleOperand, IntTupleValue, LeafValue, Underscore};

/// CuTe's `crd2idx(coord, shape)` on values: the column-major index of a coordinate (natural
/// or coarser, a 1-D index too) in `shape`, static where CuTe's is. With strides,
/// [`crd2idx_strided`] is CuTe's `crd2idx(coord, shape, stride)`.
///
/// ```
/// use cute_layout::prelude::*;
/// let shape = (U2::new(), (U3::new(), U4::new()));
/// assert_eq!(crd2idx(&(1usize, (1usize, 2usize)), &shape).unwrap().to_string(), "15");
/// assert_eq!(crd2idx(&(U1::new(), (U1::new(), U2::new())), &shape).unwrap().to_string(), "_15");
/// assert_eq!(idx2crd(&15usize, &shape).unwrap().to_string(), "(1,(1,2))");
/// ```
pub fn crd2idx<C: IntTupleOperand, S: IntTupleOperand>(
    coord: &C,
    shape: &S,
) -> Result<cute_layout_dynamic::Leaf, cute_layout_dynamic::Error> {
    cute_layout_dynamic::layout::crd2idx_shape(
        &coord.to_dynamic_operand(),
        &shape.to_dynamic_operand(),
    )
}

/// CuTe's `crd2idx(coord, shape, stride)` on values: the offset of a coordinate (natural or
/// coarser, a 1-D index too) under `shape` and `stride`, unchecked against the shape's bounds as
/// in CuTe, static where CuTe's is. A layout's own [`offset`](crate::Layout::offset) is the same
/// sum as an `isize`.
///
/// ```
/// use cute_layout::prelude::*;
/// let (shape, stride) = ((U4::new(), U8::new()), (U8::new(), U1::new()));
/// assert_eq!(crd2idx_strided(&(1usize, 5usize), &shape, &stride).unwrap().to_string(), "13");
/// assert_eq!(crd2idx_strided(&(U1::new(), U5::new()), &shape, &stride).unwrap().to_string(), "_13");
/// ```
pub fn crd2idx_strided<C: IntTupleOperand, S: IntTupleOperand, D: IntTupleOperand>(
    coord: &C,
    shape: &S,
    stride: &D,
) -> Result<cute_layout_dynamic::Leaf, cute_layout_dynamic::Error> {
    cute_layout_dynamic::layout::crd2idx_strided(
        &coord.to_dynamic_operand(),
        &shape.to_dynamic_operand(),
        &stride.to_dynamic_operand(),
    )
}

/// A layout that takes coordinates of type `C`: a 1-D index (`usize`), or a tuple with one
/// coordinate per mode, natural (hierarchical) or coarser, as CuTe's `crd2idx` takes. The bound
/// of [`Layout::offset`](crate::Layout::offset), [`Tensor::get`](crate::Tensor::get), `t[c]`
/// and their `_mut` forms. Sealed: implemented for every static layout and every coordinate
/// type whose structure fits its shape.
///
/// Static layouts take their offsets from constant strides; a layout with run-time leaves
/// ([`Dyn`](crate::Dyn)) from its stored values, in straight-line code.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::Dyn;
/// fn at<L: Crd2IdxOp<C>, C>(l: &L, c: C) -> isize { l.crd2idx(c) }
/// let l = <layout!((4,(2,4)):(2,(1,8)))>::new();
/// assert_eq!(at(&l, (2, (0, 1))), 12);
/// assert_eq!(at(&l, 5usize), 3);
/// assert!(l.contains(&(3usize, 7usize)));
/// assert!(!l.contains(&(4usize, 0usize)));
/// let m = Layout::from_parts((Dyn(300), U8::new()), (U1::new(), Dyn(300)));
/// assert_eq!(at(&m, (2usize, 3usize)), 902);
/// ```
#[diagnostic::on_unimplemented(
    message = "crd2idx: the coordinate `{C}` does not fit the layout `{Self}`",
    label = "not a coordinate of this layout",
    note = "a coordinate is an integer (a 1-D index) or a tuple with one coordinate per mode of the shape, natural or coarser; in generic code, add the bound `Crd2IdxOp<{C}>` on the layout"
)]
pub trait Crd2IdxOp<C>: crate::AnyLayout + crd_seal::Sealed<C> {
    /// Whether every entry of `coord` is inside its mode (an integer below the size of the
    /// mode it indexes; `_` anywhere). CuTe does not check this.
    fn contains(&self, coord: &C) -> bool;
    /// The offset of `coord` (CuTe's `layout(coord)`), unchecked as in CuTe: an entry past its
    /// mode continues with that mode's stride.
    fn crd2idx(&self, coord: C) -> isize;
    /// The offset of `coord` in a part of a tensor that starts at `start`: `start +
    /// crd2idx(coord)`, but for a swizzle of addresses (a GMMA layout atom's), which applies
    /// to the sum.
    #[doc(hidden)]
    #[inline(always)]
    fn crd2idx_at(&self, start: isize, coord: C) -> isize {
        start + self.crd2idx(coord)
    }
}

pub(crate) mod crd_seal {
    /// Implemented by the crate only: its layouts.
    pub trait Sealed<C> {}
    impl<S, D, C> Sealed<C> for crate::Layout<S, D> {}
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, C> Crd2IdxOp<C> for Layout<S, D>
where
    Self: crate::AnyLayout,
    C: CoordValue<S, D>,
{
    #[inline(always)]
    fn contains(&self, coord: &C) -> bool {
        coord.within(self.shape())
    }
    #[inline(always)]
    fn crd2idx(&self, coord: C) -> isize {
        coord.offset(self.shape(), self.stride()) as isize
    }
}

impl<S, D> Layout<S, D> {
    /// The offset of a coordinate: a 1-D index (`usize`), or a tuple with one coordinate per
    /// mode, hierarchical or coarser (CuTe's `layout(coord)`, i.e. `crd2idx`). A coordinate whose
    /// structure does not fit the shape fails to compile. As in CuTe, the values are not
    /// checked: an entry past its mode continues with that mode's stride (a 1-D index past
    /// `SIZE` with the last mode's); [`Tensor::get`](crate::tensor::Tensor::get) checks them.
    ///
    /// A layout with run-time leaves ([`Dyn`](crate::Dyn)) takes coordinates with `usize`,
    /// `Dyn` or typenum entries; its offset is computed from its stored strides and extents
    /// (straight-line code; static leaves are constants). A static layout takes the
    /// coordinates of [`Crd2IdxOp`](crate::Crd2IdxOp) (`usize` and typenum entries).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::Dyn;
    /// let a = Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)));
    /// assert_eq!(a.offset((5usize, 7usize)), 2105);
    /// assert_eq!(a.offset(1234usize), 1234);
    /// assert_eq!(a.offset((Dyn(5), U7::new())), 2105);
    /// ```
    #[inline(always)]
    pub fn offset<Crd>(self, coord: Crd) -> isize
    where
        Self: crate::Crd2IdxOp<Crd>,
    {
        <Self as crate::Crd2IdxOp<Crd>>::crd2idx(&self, coord)
    }
}

/// The offset of a 1-D index in the mode with shape `Self` and stride `D` (public values):
/// CuTe's `crd2idx(i, shape, stride)`, where at each level the index is split by the extents
/// of the modes before the last (C++'s truncating `%` and `/`), the last mode taking the rest.
pub trait IndexOffset<D> {
    /// The offset of index `i`.
    fn index_offset(&self, d: &D, i: i64) -> i64;
    /// Calls `f` with each leaf's part of that offset (`c * d` of every leaf, in order): the
    /// offset is their sum. A swizzled layout's slice splits them by the swizzle's bits leaf by
    /// leaf, as CuTe does.
    #[doc(hidden)]
    fn index_leaves(&self, d: &D, i: i64, f: &mut dyn FnMut(i64));
}

/// A leaf extent with a leaf stride: `i * d`.
macro_rules! leaf_index {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__D: LeafValue, $($g)*> IndexOffset<__D> for $t {
            #[inline(always)]
            fn index_offset(&self, d: &__D, i: i64) -> i64 {
                i.wrapping_mul(d.value())
            }
            #[inline]
            fn index_leaves(&self, d: &__D, i: i64, f: &mut dyn FnMut(i64)) {
                f(i.wrapping_mul(d.value()))
            }
        }
    )*};
}
crate::arity::with_leaves!(leaf_index);
leaf_index!([] Dyn);

/// A coordinate value of the layout with shape `S` and stride `D` (public values): a 1-D index
/// (`usize`, [`Dyn`], a typenum integer), `_` ([`Underscore`], offset 0), or a tuple with one
/// coordinate per mode.
#[diagnostic::on_unimplemented(
    message = "crd2idx: the coordinate `{Self}` does not fit the layout's shape, or its integers are not of a coordinate's types (usize, Dyn, typenum)",
    label = "not congruent with the shape, nor coarser, or not usize/Dyn/typenum integers",
    note = "a coordinate is an integer (`usize`, `Dyn`, a typenum integer: a 1-D index into the mode), `Underscore`, or a tuple with exactly one coordinate per mode of the shape"
)]
pub trait CoordValue<S, D> {
    /// The offset (CuTe's `crd2idx(coord, shape, stride)`), unchecked as in CuTe.
    fn offset(&self, s: &S, d: &D) -> i64;
    /// Whether every integer entry lies in `[0, size)` of the mode it indexes.
    fn within(&self, s: &S) -> bool;
    /// Calls `f` with each leaf's part of the offset (see [`IndexOffset`]).
    #[doc(hidden)]
    fn leaves(&self, s: &S, d: &D, f: &mut dyn FnMut(i64));
}

/// An integer coordinate: an index into the whole (sub)mode.
macro_rules! leaf_coord {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__S: IndexOffset<__D> + IntTupleValue, __D, $($g)*> CoordValue<__S, __D> for $t {
            #[inline(always)]
            fn offset(&self, s: &__S, d: &__D) -> i64 {
                s.index_offset(d, LeafValue::value(self))
            }
            #[inline(always)]
            fn within(&self, s: &__S) -> bool {
                let v = LeafValue::value(self);
                v >= 0 && v < s.product()
            }
            #[inline]
            fn leaves(&self, s: &__S, d: &__D, f: &mut dyn FnMut(i64)) {
                s.index_leaves(d, LeafValue::value(self), f)
            }
        }
    )*};
}
crate::arity::with_leaves!(leaf_coord);
leaf_coord!([] Dyn, [] usize);

impl<S, D> CoordValue<S, D> for Underscore {
    #[inline(always)]
    fn offset(&self, _: &S, _: &D) -> i64 {
        0
    }
    #[inline(always)]
    fn within(&self, _: &S) -> bool {
        true
    }
    fn leaves(&self, _: &S, _: &D, _: &mut dyn FnMut(i64)) {}
}

/// The part of a 1-D index `rest` that falls in a mode of `size` extents (CuTe's `idx2crd`
/// step: C++'s truncating `%`, the last mode taking the rest), `rest` left for the next modes.
#[inline(always)]
fn index_part(rest: &mut i64, size: i64, last: bool) -> i64 {
    if last {
        return *rest;
    }
    let r = rest.checked_rem(size).unwrap_or(0);
    *rest = rest.checked_div(size).unwrap_or(0);
    r
}

macro_rules! tuple_coordinates {
    ($(($c:ident $s:ident $d:ident $i:tt))+) => {
        impl<$($c: CoordValue<$s, $d>, $s, $d),+> CoordValue<($($s,)+), ($($d,)+)> for ($($c,)+) {
            #[inline(always)]
            fn offset(&self, s: &($($s,)+), d: &($($d,)+)) -> i64 {
                0i64 $(.wrapping_add(self.$i.offset(&s.$i, &d.$i)))+
            }
            #[inline(always)]
            fn within(&self, s: &($($s,)+)) -> bool {
                true $(&& self.$i.within(&s.$i))+
            }
            #[inline]
            fn leaves(&self, s: &($($s,)+), d: &($($d,)+), f: &mut dyn FnMut(i64)) {
                $(self.$i.leaves(&s.$i, &d.$i, f);)+
            }
        }
        impl<$($s: IndexOffset<$d> + IntTupleValue, $d),+> IndexOffset<($($d,)+)> for ($($s,)+) {
            #[inline(always)]
            #[allow(unused_assignments, unused_mut)]
            fn index_offset(&self, d: &($($d,)+), i: i64) -> i64 {
                let n = 0 $(+ { let _ = $i; 1 })+;
                let mut rest = i;
                let mut sum = 0i64;
                let mut k = 0;
                $(
                    k += 1;
                    let part = index_part(&mut rest, self.$i.product(), k == n);
                    sum = sum.wrapping_add(self.$i.index_offset(&d.$i, part));
                )+
                sum
            }
            #[allow(unused_assignments, unused_mut)]
            fn index_leaves(&self, d: &($($d,)+), i: i64, f: &mut dyn FnMut(i64)) {
                let n = 0 $(+ { let _ = $i; 1 })+;
                let mut rest = i;
                let mut k = 0;
                $(
                    k += 1;
                    let part = index_part(&mut rest, self.$i.product(), k == n);
                    self.$i.index_leaves(&d.$i, part, f);
                )+
            }
        }
    };
}

crate::arity::for_arities_indexed!(tuple_coordinates);

/// CuTe's `domain_offset(coord, layout)` of a layout (static or with run-time leaves): the
/// layout, and its offset at `coord`, static where CuTe's is (CuTe returns the pair; a tensor's
/// [`domain_offset`](crate::Tensor::domain_offset) moves the tensor's start by it).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::domain_offset;
/// let l = make_layout!((_8, 16):(_1, 8));
/// let (same, off) = domain_offset(&(2usize, 3usize), &l).unwrap();
/// assert_eq!(format!("({same},{off})"), "((_8,16):(_1,8),26)");
/// ```
pub fn domain_offset<C: IntTupleValue, S, D>(
    coord: &C,
    layout: &Layout<S, D>,
) -> Result<(Layout<S, D>, cute_layout_dynamic::Leaf), cute_layout_dynamic::Error>
where
    Layout<S, D>: crate::AnyLayout,
{
    use crate::AnyLayout;
    Ok((*layout, layout.crd2idx_leaf(coord)?))
}
