//! From coordinates to offsets and back: CuTe's `crd2idx` and `idx2crd`.

use crate::int::StaticInt;
use crate::layout::Layout;
use crate::list::{self, Internal, Product, ProductOf, Public, SizeOf, C, E};

/// A coordinate of shape `S` with stride `D` (both in internal form): a 1-D index (`usize` or a
/// typenum integer), or a tuple with one coordinate per mode. CuTe's rule: a coordinate must be
/// congruent with the shape or coarser; an integer stands for a whole (sub)mode.
#[diagnostic::on_unimplemented(
    message = "crd2idx: the coordinate `{Self}` does not fit the layout's shape",
    label = "not congruent with the shape, nor coarser",
    note = "a coordinate is an integer (a 1-D index into the mode) or a tuple with exactly one coordinate per mode of the shape",
    note = "the part of the shape it fails to fit is `{S}` (cute-layout's list form: C<head, tail>, E = end)"
)]
pub trait Coordinate<S, D> {
    /// The offset of this coordinate (CuTe's `crd2idx(coord, shape, stride)`).
    fn crd2idx(self) -> isize;
    /// Whether every entry is inside its (sub)shape: an integer below the size of the mode it
    /// indexes, `_` anywhere. CuTe does not check this; `crd2idx` of an outside coordinate
    /// is an offset past the mode.
    fn in_bounds(&self) -> bool;
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
}

mod crd_seal {
    /// Implemented by the crate only: its layouts.
    pub trait Sealed<C> {}
    impl<S, D, C> Sealed<C> for crate::Layout<S, D> {}
    impl<A, O, L, C> Sealed<C> for crate::swizzle::ComposedLayout<A, O, L> {}
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, C> Crd2IdxOp<C> for Layout<S, D>
where
    Self: crate::AnyLayout + crate::mixed::route::AllStatic,
    <Self as crate::mixed::route::AllStatic>::Output: crate::mixed::value::OffsetRoute<Self, C>,
{
    #[inline(always)]
    fn contains(&self, coord: &C) -> bool {
        <<Self as crate::mixed::route::AllStatic>::Output as crate::mixed::value::OffsetRoute<
            Self,
            C,
        >>::contains(self, coord)
    }
    #[inline(always)]
    fn crd2idx(&self, coord: C) -> isize {
        <<Self as crate::mixed::route::AllStatic>::Output as crate::mixed::value::OffsetRoute<
            Self,
            C,
        >>::offset(self, coord)
    }
}

/// Offset of a 1-D index into a mode of shape `Self` and stride `D` (internal forms).
pub trait IndexOffset<D> {
    /// `crd2idx(i, Self, D)`: the last mode takes what the others leave.
    fn index_offset(i: usize) -> isize;
}

crate::arity::for_leaves!([__D: StaticInt] IndexOffset<__D> {
    #[inline(always)]
    fn index_offset(i: usize) -> isize {
        i as isize * __D::VALUE as isize
    }
});

impl<H: IndexOffset<DH>, DH> IndexOffset<C<DH, E>> for C<H, E> {
    #[inline(always)]
    fn index_offset(i: usize) -> isize {
        H::index_offset(i)
    }
}

impl<H, H2, T, DH, DH2, DT> IndexOffset<C<DH, C<DH2, DT>>> for C<H, C<H2, T>>
where
    H: IndexOffset<DH> + SizeOf,
    C<H2, T>: IndexOffset<C<DH2, DT>>,
{
    #[inline(always)]
    fn index_offset(i: usize) -> isize {
        let n = H::VALUE as usize;
        H::index_offset(i % n) + <C<H2, T>>::index_offset(i / n)
    }
}

impl<S: IndexOffset<D> + SizeOf, D> Coordinate<S, D> for usize {
    #[inline(always)]
    fn crd2idx(self) -> isize {
        S::index_offset(self)
    }
    #[inline(always)]
    fn in_bounds(&self) -> bool {
        (*self as u64) < S::VALUE as u64
    }
}

crate::arity::for_leaves!([__S: IndexOffset<__D> + SizeOf, __D] Coordinate<__S, __D> {
    #[inline(always)]
    fn crd2idx(self) -> isize {
        __S::index_offset(<Self as StaticInt>::VALUE as usize)
    }
    #[inline(always)]
    fn in_bounds(&self) -> bool {
        (0..__S::VALUE).contains(&<Self as StaticInt>::VALUE)
    }
});

/// `_` in a coordinate: the start (offset 0) of the mode it keeps.
impl<S, D> Coordinate<S, D> for crate::tiler::Underscore {
    #[inline(always)]
    fn crd2idx(self) -> isize {
        0
    }
    #[inline(always)]
    fn in_bounds(&self) -> bool {
        true
    }
}

macro_rules! tuple_coordinates {
    ($(($c:ident $s:ident $d:ident $i:tt))+) => {
        impl<$($c: Coordinate<$s, $d>, $s, $d),+> Coordinate<tuple_coordinates!(@list $($s)+), tuple_coordinates!(@list $($d)+)> for ($($c,)+) {
            #[inline(always)]
            fn crd2idx(self) -> isize {
                0 $(+ self.$i.crd2idx())+
            }
            #[inline(always)]
            fn in_bounds(&self) -> bool {
                true $(&& self.$i.in_bounds())+
            }
        }
    };
    (@list $h:ident $($t:ident)*) => { C<$h, tuple_coordinates!(@list $($t)*)> };
    (@list) => { E };
}

tuple_coordinates!((C0 S0 D0 0));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7) (C8 S8 D8 8));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7) (C8 S8 D8 8) (C9 S9 D9 9));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7) (C8 S8 D8 8) (C9 S9 D9 9) (C10 S10 D10 10));
tuple_coordinates!((C0 S0 D0 0) (C1 S1 D1 1) (C2 S2 D2 2) (C3 S3 D3 3) (C4 S4 D4 4) (C5 S5 D5 5) (C6 S6 D6 6) (C7 S7 D7 7) (C8 S8 D8 8) (C9 S9 D9 9) (C10 S10 D10 10) (C11 S11 D11 11));

/// CuTe's `idx2crd(index, shape)` on types: the natural coordinate (typenum integers) of a
/// static index (or of a coarser static coordinate) in a shape. Sealed: implemented for the
/// crate's integers and tuples.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::typenum::U16;
/// type Crd = Idx2Crd<U16, shape!((3,(2,3)))>;
/// assert_eq!(<Crd as IntTuple>::to_cute_string(), "(_1,(_1,_2))");
/// ```
#[diagnostic::on_unimplemented(
    message = "idx2crd: the index or coordinate `{Self}` does not fit the shape `{S}`",
    note = "an index is an integer; a coordinate must have exactly one entry per mode of the shape"
)]
pub trait Idx2CrdOp<S>: crate::algebra::sealed::Sealed {
    /// The natural coordinate.
    type Output;
}

/// `idx2crd(Idx, Shape)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::typenum::U16;
/// type Crd = Idx2Crd<U16, shape!((3,(2,3)))>;
/// assert_eq!(<Crd as IntTuple>::to_cute_string(), "(_1,(_1,_2))");
/// ```
pub type Idx2Crd<I, S> = <I as Idx2CrdOp<S>>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<I: Internal + crate::algebra::sealed::Sealed, S: Internal> Idx2CrdOp<S> for I
where
    I::Repr: detail::Idx2Crd<S::Repr>,
    <I::Repr as detail::Idx2Crd<S::Repr>>::Output: Public,
{
    type Output = list::Pub<<I::Repr as detail::Idx2Crd<S::Repr>>::Output>;
}

pub(crate) mod detail {
    use super::*;

    /// `idx2crd(Self, S)` on internal forms.
    pub trait Idx2Crd<S> {
        type Output;
    }

    impl<H, T> Idx2Crd<E> for C<H, T>
    where
        typenum::B0: CoordinateTooLong<C<H, T>>,
    {
        type Output = E;
    }

    impl<SH, ST> Idx2Crd<C<SH, ST>> for E
    where
        typenum::B0: CoordinateTooShort<C<SH, ST>>,
    {
        type Output = E;
    }

    /// A tuple coordinate meets a leaf of the shape: `$leaf` is each typenum leaf constructor.
    macro_rules! tuple_into_leaf {
        ($([$($g:tt)*] $leaf:ty),*) => {$(
            impl<H, T, $($g)*> Idx2Crd<$leaf> for C<H, T>
            where
                typenum::B0: CoordinateIntoLeaf<C<H, T>, $leaf>,
            {
                type Output = E;
            }
        )*};
    }
    crate::arity::with_leaves!(tuple_into_leaf);

    crate::decimal::decimal_check! {
        /// The coordinate has more modes than the shape.
        #[diagnostic::on_unimplemented(
            message = "idx2crd: the coordinate has more modes than the shape; left over: {Crd}",
            label = "rank mismatch",
            note = "a coordinate is an integer, or a tuple with exactly one entry per mode of the shape; Num<N> is the number N"
        )]
        CoordinateTooLong / CoordinateTooLongFails<Crd>;

        /// The coordinate has fewer modes than the shape.
        #[diagnostic::on_unimplemented(
            message = "idx2crd: the coordinate has fewer modes than the shape; modes without a coordinate: {S}",
            label = "rank mismatch",
            note = "a coordinate is an integer, or a tuple with exactly one entry per mode of the shape; Num<N> is the number N"
        )]
        CoordinateTooShort / CoordinateTooShortFails<S>;

        /// A tuple coordinate where the shape has a leaf.
        #[diagnostic::on_unimplemented(
            message = "idx2crd: the coordinate {Crd} is a tuple where the shape has the extent {S}",
            label = "rank mismatch",
            note = "a coordinate is an integer, or a tuple with exactly one entry per mode of the shape; Num<N> is the number N"
        )]
        CoordinateIntoLeaf / CoordinateIntoLeafFails<Crd, S>
    }

    // An integer index: its coordinate in shape `S` (the shape drives the recursion).
    crate::arity::for_unsigned!([__S: IndexIn<Self>] Idx2Crd<__S> {
        type Output = <__S as IndexIn<Self>>::Output;
    });

    // A tuple coordinate: mode by mode, ranks must agree.
    impl Idx2Crd<E> for E {
        type Output = E;
    }

    impl<H: Idx2Crd<SH>, T: Idx2Crd<ST>, SH, ST> Idx2Crd<C<SH, ST>> for C<H, T> {
        type Output = C<H::Output, T::Output>;
    }

    /// The coordinate of the integer index `I` in the shape `Self`: a leaf shape keeps the
    /// index; a tuple divides it through its modes, the last mode taking what is left.
    pub trait IndexIn<I> {
        type Output;
    }

    crate::arity::for_unsigned!([__I] IndexIn<__I> {
        type Output = __I;
    });

    impl<I, H: IndexIn<I>> IndexIn<I> for C<H, E> {
        type Output = C<H::Output, E>;
    }

    impl<I, H, H2, T> IndexIn<I> for C<H, C<H2, T>>
    where
        H: Product,
        I: crate::int::DivRem<ProductOf<H>>,
        H: IndexIn<crate::int::Remainder<I, ProductOf<H>>>,
        C<H2, T>: IndexIn<crate::int::Quotient<I, ProductOf<H>>>,
    {
        type Output = C<
            <H as IndexIn<crate::int::Remainder<I, ProductOf<H>>>>::Output,
            <C<H2, T> as IndexIn<crate::int::Quotient<I, ProductOf<H>>>>::Output,
        >;
    }
}
