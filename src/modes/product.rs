//! Products of IntTuple values with CuTe's static-ness: static only when every factor is,
//! except that a static `_0` factor makes the product `_0`.

use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned, U1};

use crate::int::Dyn;
use crate::int::{IntMul, MulSigned, StaticInt};
use crate::list::value::{Cell, Nil, ToList};
// -----------------------------------------------------------------------------------------
// Products with CuTe's static-ness
// -----------------------------------------------------------------------------------------

/// `Self * B` on leaf values: static times static is static (typenum); with a `Dyn`
/// operand the product is a `Dyn`, unless the other operand is a static `_0`, which absorbs.
pub trait LeafMul<B> {
    /// The product.
    type Output: Copy;
    /// Its value.
    fn leaf_mul(self, b: B) -> Self::Output;
}

macro_rules! leaf_mul {
    ($([$($g:tt)*] $t:ty => $dyn_out:ty, $make:expr),*) => {$(
        impl<__R: StaticInt, $($g)*> LeafMul<__R> for $t
        where
            $t: IntMul<__R>,
        {
            type Output = MulSigned<$t, __R>;
            #[inline(always)]
            fn leaf_mul(self, _: __R) -> Self::Output {
                Default::default()
            }
        }
        impl<$($g)*> LeafMul<Dyn> for $t {
            type Output = $dyn_out;
            #[inline(always)]
            #[allow(clippy::redundant_closure_call)]
            fn leaf_mul(self, b: Dyn) -> Self::Output {
                ($make)(<$t as StaticInt>::VALUE, b)
            }
        }
        impl<$($g)*> LeafMul<$t> for Dyn {
            type Output = $dyn_out;
            #[inline(always)]
            #[allow(clippy::redundant_closure_call)]
            fn leaf_mul(self, _: $t) -> Self::Output {
                ($make)(<$t as StaticInt>::VALUE, self)
            }
        }
    )*};
}

leaf_mul!(
    [] UTerm => UTerm, |_, _| UTerm,
    [__U: Unsigned, __B: Bit] UInt<__U, __B> => Dyn, |v: i64, b: Dyn| Dyn(b.0.wrapping_mul(v)),
    [__U: Unsigned + NonZero] NInt<__U> => Dyn, |v: i64, b: Dyn| Dyn(b.0.wrapping_mul(v))
);

impl LeafMul<Dyn> for Dyn {
    type Output = Dyn;
    #[inline(always)]
    fn leaf_mul(self, b: Dyn) -> Dyn {
        Dyn(self.0.wrapping_mul(b.0))
    }
}

/// The product of the leaves of an IntTuple value (`_1` for an empty tuple), as CuTe's
/// `product`: a left fold over the modes' products.
pub trait ProductValue {
    /// The product: a typenum integer or a `Dyn`.
    type Output: Copy;
    /// Its value.
    fn prod(self) -> Self::Output;
}

crate::arity::for_leaves!([] ProductValue {
    type Output = Self;
    #[inline(always)]
    fn prod(self) -> Self {
        self
    }
});

impl ProductValue for Dyn {
    type Output = Dyn;
    #[inline(always)]
    fn prod(self) -> Dyn {
        self
    }
}

/// The running product `Acc` times the products of the list's elements.
pub trait FoldMul<Acc> {
    /// The product.
    type Output: Copy;
    /// Its value.
    fn fold_mul(self, acc: Acc) -> Self::Output;
}

impl<Acc: Copy> FoldMul<Acc> for Nil {
    type Output = Acc;
    #[inline(always)]
    fn fold_mul(self, acc: Acc) -> Acc {
        acc
    }
}

impl<Acc, H: ProductValue, T> FoldMul<Acc> for Cell<H, T>
where
    Acc: LeafMul<H::Output>,
    T: FoldMul<Acc::Output>,
{
    type Output = T::Output;
    #[inline(always)]
    fn fold_mul(self, acc: Acc) -> Self::Output {
        self.1.fold_mul(acc.leaf_mul(self.0.prod()))
    }
}

/// The product of a list's elements: the first element's, times the others' (`_1` when
/// empty).
pub trait ListProduct {
    /// The product.
    type Output: Copy;
    /// Its value.
    fn list_product(self) -> Self::Output;
}

impl ListProduct for Nil {
    type Output = U1;
    #[inline(always)]
    fn list_product(self) -> U1 {
        U1::new()
    }
}

impl<H: ProductValue, T: FoldMul<H::Output>> ListProduct for Cell<H, T> {
    type Output = T::Output;
    #[inline(always)]
    fn list_product(self) -> Self::Output {
        self.1.fold_mul(self.0.prod())
    }
}

macro_rules! tuple_products {
    ($($t:ident)*) => {
        impl<$($t),*> ProductValue for ($($t,)*)
        where
            ($($t,)*): ToList,
            <($($t,)*) as ToList>::List: ListProduct,
        {
            type Output = <<($($t,)*) as ToList>::List as ListProduct>::Output;
            #[inline(always)]
            fn prod(self) -> Self::Output {
                self.to_list().list_product()
            }
        }
    };
}

crate::arity::for_arities!(tuple_products);

/// Each element's product.
pub trait MapProduct {
    /// The list of products.
    type Output;
    /// Its value.
    fn map_product(self) -> Self::Output;
}

impl MapProduct for Nil {
    type Output = Nil;
    #[inline(always)]
    fn map_product(self) -> Nil {
        Nil
    }
}

impl<H: ProductValue, T: MapProduct> MapProduct for Cell<H, T> {
    type Output = Cell<H::Output, T::Output>;
    #[inline(always)]
    fn map_product(self) -> Self::Output {
        Cell(self.0.prod(), self.1.map_product())
    }
}

// -----------------------------------------------------------------------------------------
// Ceiling division by a static divisor
// -----------------------------------------------------------------------------------------

/// `ceil(Self / B)` on a leaf value, for a static positive divisor `B`: static for a static
/// `Self` (typenum), a `Dyn` for a `Dyn`, as CuTe's `ceil_div` keeps the dividend's
/// static-ness.
pub trait LeafCeilDiv<B> {
    /// The quotient.
    type Output: Copy;
    /// Its value.
    fn leaf_ceil_div(self) -> Self::Output;
}

impl<B: StaticInt> LeafCeilDiv<B> for Dyn {
    type Output = Dyn;
    #[inline(always)]
    fn leaf_ceil_div(self) -> Dyn {
        // `B` is a positive static extent; the quotient truncates toward zero, so adding one
        // for a positive remainder is the ceiling for every sign of the dividend.
        let b = B::VALUE;
        Dyn(self.0 / b + i64::from(self.0 % b > 0))
    }
}

macro_rules! static_ceil_div {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__B, $($g)*> LeafCeilDiv<__B> for $t
        where
            $t: crate::int::CeilDiv<__B>,
            crate::int::Ceil<$t, __B>: Copy + Default,
        {
            type Output = crate::int::Ceil<$t, __B>;
            #[inline(always)]
            fn leaf_ceil_div(self) -> Self::Output {
                Default::default()
            }
        }
    )*};
}
static_ceil_div!([] UTerm, [__U: Unsigned, __Bt: Bit] UInt<__U, __Bt>);

/// The leaves of a list value divided, each rounded up, by the static divisors of the type
/// list `B` (of the same length).
pub trait ZipCeilDiv<B> {
    /// The list of quotients.
    type Output;
    /// Its value.
    fn zip_ceil_div(self) -> Self::Output;
}

impl ZipCeilDiv<crate::list::E> for Nil {
    type Output = Nil;
    #[inline(always)]
    fn zip_ceil_div(self) -> Nil {
        Nil
    }
}

impl<H: LeafCeilDiv<BH>, T: ZipCeilDiv<BT>, BH, BT> ZipCeilDiv<crate::list::C<BH, BT>>
    for Cell<H, T>
{
    type Output = Cell<H::Output, T::Output>;
    #[inline(always)]
    fn zip_ceil_div(self) -> Self::Output {
        Cell(self.0.leaf_ceil_div(), self.1.zip_ceil_div())
    }
}
