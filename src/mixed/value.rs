//! Offsets of coordinates in layouts with run-time leaves, computed on the public values: the
//! stored strides and extents are read where they are, static leaves are constants, and the
//! sum is straight-line code (no allocation, no dispatch on the values).

use super::Dyn;
use crate::int::StaticInt;
use crate::tiler::Underscore;

/// The value of an integer leaf: a typenum integer (a constant), a [`Dyn`], or a `usize`
/// coordinate.
pub trait LeafValue: Copy {
    /// The value.
    fn value(&self) -> i64;
}

crate::arity::for_leaves!([] LeafValue {
    #[inline(always)]
    fn value(&self) -> i64 {
        <Self as StaticInt>::VALUE
    }
});

impl LeafValue for Dyn {
    #[inline(always)]
    fn value(&self) -> i64 {
        self.0
    }
}

impl LeafValue for usize {
    #[inline(always)]
    fn value(&self) -> i64 {
        *self as i64
    }
}

/// The offset of a 1-D index in the mode with shape `Self` and stride `D` (public values):
/// CuTe's `crd2idx(i, shape, stride)`, where at each level the index is split by the extents
/// of the modes before the last (C++'s truncating `%` and `/`), the last mode taking the rest.
pub trait IndexOffset<D> {
    /// The offset of index `i`.
    fn index_offset(&self, d: &D, i: i64) -> i64;
}

/// A leaf extent with a leaf stride: `i * d`.
macro_rules! leaf_index {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__D: LeafValue, $($g)*> IndexOffset<__D> for $t {
            #[inline(always)]
            fn index_offset(&self, d: &__D, i: i64) -> i64 {
                i.wrapping_mul(d.value())
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
    message = "crd2idx: the coordinate `{Self}` does not fit the layout's shape `{S}`",
    label = "not congruent with the shape, nor coarser",
    note = "a coordinate is an integer (`usize`, `Dyn`, a typenum integer: a 1-D index into the mode), `Underscore`, or a tuple with exactly one coordinate per mode of the shape"
)]
pub trait CoordValue<S, D> {
    /// The offset (CuTe's `crd2idx(coord, shape, stride)`), unchecked as in CuTe.
    fn offset(&self, s: &S, d: &D) -> i64;
    /// Whether every integer entry lies in `[0, size)` of the mode it indexes.
    fn within(&self, s: &S) -> bool;
}

/// An integer coordinate: an index into the whole (sub)mode.
macro_rules! leaf_coord {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__S: IndexOffset<__D> + super::IntTupleValue, __D, $($g)*> CoordValue<__S, __D> for $t {
            #[inline(always)]
            fn offset(&self, s: &__S, d: &__D) -> i64 {
                s.index_offset(d, LeafValue::value(self))
            }
            #[inline(always)]
            fn within(&self, s: &__S) -> bool {
                let v = LeafValue::value(self);
                v >= 0 && v < s.product()
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
}

macro_rules! tuple_values {
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
        }
        impl<$($s: IndexOffset<$d> + super::IntTupleValue, $d),+> IndexOffset<($($d,)+)> for ($($s,)+) {
            #[inline(always)]
            #[allow(unused_assignments, unused_mut)]
            fn index_offset(&self, d: &($($d,)+), i: i64) -> i64 {
                let n = 0 $(+ { let _ = $i; 1 })+;
                let mut rest = i;
                let mut sum = 0i64;
                let mut k = 0;
                $(
                    k += 1;
                    let part = if k == n {
                        rest
                    } else {
                        let p = self.$i.product();
                        let r = rest.checked_rem(p).unwrap_or(0);
                        rest = rest.checked_div(p).unwrap_or(0);
                        r
                    };
                    sum = sum.wrapping_add(self.$i.index_offset(&d.$i, part));
                )+
                sum
            }
        }
    };
}

tuple_values!((C0 S0 D0 0));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7) (C8 S8 D8 8));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7) (C8 S8 D8 8) (C9 S9 D9 9));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7) (C8 S8 D8 8) (C9 S9 D9 9) (C10 S10 D10 10));
tuple_values!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7) (C8 S8 D8 8) (C9 S9 D9 9) (C10 S10 D10 10) (C11 S11 D11 11));

/// The engine of [`Layout::offset`](crate::Layout::offset) that the bit `Self` selects: `B1`
/// (every leaf of the layout static) the static [`Crd2IdxOp`](crate::Crd2IdxOp), whose strides
/// are constants; `B0` (a run-time leaf) the value path on the stored leaves ([`CoordValue`]).
pub trait OffsetRoute<L, Crd> {
    /// The offset of `coord` in `l`.
    fn offset(l: &L, coord: Crd) -> isize;
    /// Whether every entry of `coord` lies inside the mode it indexes.
    fn contains(l: &L, coord: &Crd) -> bool;
}

impl<S, D, Crd> OffsetRoute<crate::Layout<S, D>, Crd> for typenum::B1
where
    S: crate::list::Internal,
    D: crate::list::Internal,
    crate::Layout<S, D>: crate::StaticLayout,
    Crd: crate::index::Coordinate<crate::list::Repr<S>, crate::list::Repr<D>>,
{
    #[inline(always)]
    fn offset(_: &crate::Layout<S, D>, coord: Crd) -> isize {
        coord.crd2idx()
    }
    #[inline(always)]
    fn contains(_: &crate::Layout<S, D>, coord: &Crd) -> bool {
        coord.in_bounds()
    }
}

impl<S, D, Crd: CoordValue<S, D>> OffsetRoute<crate::Layout<S, D>, Crd> for typenum::B0 {
    #[inline(always)]
    fn offset(l: &crate::Layout<S, D>, coord: Crd) -> isize {
        coord.offset(l.shape(), l.stride()) as isize
    }
    #[inline(always)]
    fn contains(l: &crate::Layout<S, D>, coord: &Crd) -> bool {
        coord.within(l.shape())
    }
}

/// A run-time 1-D index into a mode of a static layout, as a `usize` index is (a negative value
/// is no index: it is read as `0`).
impl<S: crate::index::IndexOffset<D> + crate::list::SizeOf, D> crate::index::Coordinate<S, D>
    for Dyn
{
    #[inline(always)]
    fn crd2idx(self) -> isize {
        S::index_offset(usize::try_from(self.0).unwrap_or(0))
    }
    #[inline(always)]
    fn in_bounds(&self) -> bool {
        self.0 >= 0 && self.0 < S::VALUE
    }
}
