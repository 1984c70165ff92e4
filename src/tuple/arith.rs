//! CuTe's arithmetic on IntTuple values (`int_tuple.hpp`): `rank`, `depth`, `product` (CuTe's
//! `size` of a shape), `sum`, `max`, `min`, `gcd`,
//! `ceil_div`, `shape_div`,
//! `round_up`, `inner_product`, `elem_scale`, and its predicates `congruent`,
//! `weakly_congruent`, `compatible`, `evenly_divides`. Each takes static or run-time operands (typenum
//! integers, [`Dyn`](crate::Dyn), `usize`, tuples of them) and returns the result as
//! `cute-layout-dynamic` values, static where CuTe's is, so it prints as CuTe prints it; the
//! rules live in that crate, one implementation for both.

use cute_layout_dynamic::{Error, IntTuple as DynTuple, Leaf};

use crate::tuple::IntTupleValue;

/// What CuTe's IntTuple functions take: an IntTuple value (a typenum integer, a
/// [`Dyn`](crate::Dyn), a `usize`, or a tuple of them), or a run-time result of one of them (a
/// `cute-layout-dynamic` [`IntTuple`](DynTuple) or [`Leaf`]), so that results chain as in CuTe:
/// `product(&ceil_div(&m, &tile)?)`.
///
/// ```
/// use cute_layout::prelude::*;
/// let tiles = ceil_div(&make_shape!((1000usize, _64)), &make_shape!((_128, _16))).unwrap();
/// assert_eq!(product(&tiles).unwrap().to_string(), "32");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an IntTuple (a static or run-time integer, a tuple of them, or a run-time IntTuple result)",
    label = "expected an integer (`U4::new()`, `Dyn(4)`) or a tuple of them, such as a shape",
    note = "a layout's `shape()` and `stride()` are references already: pass `l.shape()`, not `&l.shape()`"
)]
pub trait IntTupleOperand: seal::Sealed {
    /// The operand as a run-time value of `cute-layout-dynamic`, static-ness included.
    #[doc(hidden)]
    fn to_dynamic_operand(&self) -> DynTuple;
}

mod seal {
    /// Implemented by IntTuple values and the run-time results only.
    pub trait Sealed {}
    impl<T: crate::tuple::IntTupleValue> Sealed for T {}
    impl Sealed for cute_layout_dynamic::IntTuple {}
    impl Sealed for cute_layout_dynamic::Leaf {}
}

impl<T: IntTupleValue> IntTupleOperand for T {
    fn to_dynamic_operand(&self) -> DynTuple {
        self.to_dynamic_value()
    }
}

impl IntTupleOperand for DynTuple {
    fn to_dynamic_operand(&self) -> DynTuple {
        self.clone()
    }
}

impl IntTupleOperand for Leaf {
    fn to_dynamic_operand(&self) -> DynTuple {
        DynTuple::Int(*self)
    }
}

/// CuTe's `rank(a)`: the number of top-level modes (1 for an integer), a static integer as
/// CuTe's is.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{depth, rank};
/// let m = 200usize;
/// assert_eq!(rank(&make_shape!((m, (_4, _8)))).to_string(), "_2");
/// assert_eq!(depth(&make_shape!((m, (_4, _8)))).to_string(), "_2");
/// assert_eq!((rank(&m).to_string(), depth(&m).to_string()), ("_1".into(), "_0".into()));
/// ```
pub fn rank<A: IntTupleOperand>(a: &A) -> Leaf {
    Leaf::new_static(a.to_dynamic_operand().rank() as i64)
}

/// CuTe's `depth(a)`: the nesting depth (0 for an integer), a static integer as CuTe's is.
pub fn depth<A: IntTupleOperand>(a: &A) -> Leaf {
    Leaf::new_static(a.to_dynamic_operand().depth() as i64)
}

/// CuTe's `product(a)`: the product of the leaves (`_1` for none), static where every leaf is;
/// an `Err` if it does not fit in 64 bits. ([`IntTupleValue::product`] is the same number as
/// an `i64`.)
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(product(&make_shape!((_4, (_2, _8)))).unwrap().to_string(), "_64");
/// let m = 300;
/// assert_eq!(product(&make_shape!((m, _8))).unwrap().to_string(), "2400");
/// ```
pub fn product<A: IntTupleOperand>(a: &A) -> Result<Leaf, Error> {
    a.to_dynamic_operand().product()
}

/// CuTe's `sum(a)`: the sum of the leaves (`_0` for none), static where every leaf is; an `Err`
/// if it does not fit in 64 bits.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::sum;
/// assert_eq!(sum(&make_shape!((_2, (_3, _4)))).unwrap().to_string(), "_9");
/// assert_eq!(sum(&make_shape!((_2, 3usize, _4))).unwrap().to_string(), "9");
/// ```
pub fn sum<A: IntTupleOperand>(a: &A) -> Result<Leaf, Error> {
    a.to_dynamic_operand().sum()
}

/// CuTe's `max(a)`: the largest leaf, static where every leaf is; an `Err` for a tuple without
/// leaves (which CuTe does not compile).
///
/// ```
/// use cute_layout::prelude::*;
/// let m = 300usize;
/// assert_eq!(cute_layout::max(&make_shape!((_2, m, _4))).unwrap().to_string(), "300");
/// assert_eq!(cute_layout::max(&make_shape!((_2, (_8, _4)))).unwrap().to_string(), "_8");
/// ```
pub fn max<A: IntTupleOperand>(a: &A) -> Result<Leaf, Error> {
    a.to_dynamic_operand().max()
}

/// CuTe's `min(a)`: the smallest leaf, static where every leaf is (see [`max`]).
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(cute_layout::min(&make_shape!((_6, (_3, _4)))).unwrap().to_string(), "_3");
/// ```
pub fn min<A: IntTupleOperand>(a: &A) -> Result<Leaf, Error> {
    a.to_dynamic_operand().min()
}

/// CuTe's `gcd(a)`: the greatest common divisor of the leaves, static where every leaf is (see
/// [`max`]).
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(cute_layout::gcd(&make_shape!((300usize, _8))).unwrap().to_string(), "4");
/// ```
pub fn gcd<A: IntTupleOperand>(a: &A) -> Result<Leaf, Error> {
    a.to_dynamic_operand().gcd()
}

/// CuTe's `ceil_div(a, b)`: `a / b` rounded up, leaf by leaf. A tuple divided by a tuple goes
/// mode by mode (missing modes of `b` count as `_1`); a tuple divided by an integer passes what
/// is left of the divisor from each mode to the next; an integer divided by a tuple is divided
/// by its product. Static where both operands are; an `Err` names the rule broken.
///
/// ```
/// use cute_layout::prelude::*;
/// // The number of 128 x 16 tiles that cover a 1000 x 64 matrix.
/// let tiles = ceil_div(&(1000usize, U64::new()), &(U128::new(), U16::new())).unwrap();
/// assert_eq!(tiles.to_string(), "(8,_4)");
/// assert_eq!(ceil_div(&(U4::new(), U5::new(), U6::new()), &U40::new()).unwrap().to_string(),
///            "(_1,_1,_3)");
/// # use cute_layout::typenum::U40;
/// ```
pub fn ceil_div<A: IntTupleOperand, B: IntTupleOperand>(a: &A, b: &B) -> Result<DynTuple, Error> {
    a.to_dynamic_operand().ceil_div(&b.to_dynamic_operand())
}

/// CuTe's `shape_div(a, b)`, the division of shapes: as [`ceil_div`], but a tuple divided by
/// a tuple needs as many modes, and two static leaves must divide one another (CuTe's
/// divisibility condition, a compile error in C++, an `Err` here).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::Dyn;
/// assert_eq!(shape_div(&(Dyn(12), U8::new()), &U4::new()).unwrap().to_string(), "(3,8)");
/// assert_eq!(shape_div(&(U6::new(), U2::new()), &U4::new()).unwrap_err().to_string(),
///            "shape_div: neither 6 nor 4 divides the other (the divisibility condition on static extents)");
/// ```
pub fn shape_div<A: IntTupleOperand, B: IntTupleOperand>(a: &A, b: &B) -> Result<DynTuple, Error> {
    a.to_dynamic_operand().shape_div(&b.to_dynamic_operand())
}

/// CuTe's `round_up(a, b)`: `a` rounded up to a multiple of `b`, leaf by leaf; two integers,
/// or two tuples (missing modes of `b` count as `_1`).
///
/// ```
/// use cute_layout::prelude::*;
/// let padded = round_up(&(1000usize, U60::new()), &(U128::new(), U16::new())).unwrap();
/// assert_eq!(padded.to_string(), "(1024,_64)");
/// # use cute_layout::typenum::U60;
/// ```
pub fn round_up<A: IntTupleOperand, B: IntTupleOperand>(a: &A, b: &B) -> Result<DynTuple, Error> {
    a.to_dynamic_operand().round_up(&b.to_dynamic_operand())
}

/// CuTe's `inner_product(a, b)`: the sum of the products of matching leaves; two integers, or
/// two tuples of the same profile. Static where every product is (a static `_0` absorbs a
/// run-time factor).
///
/// ```
/// use cute_layout::prelude::*;
/// let coord = (U2::new(), (3usize, U4::new()));
/// let stride = (U1::new(), (U0::new(), U16::new()));
/// assert_eq!(inner_product(&coord, &stride).unwrap().to_string(), "_66");
/// ```
pub fn inner_product<A: IntTupleOperand, B: IntTupleOperand>(a: &A, b: &B) -> Result<Leaf, Error> {
    a.to_dynamic_operand()
        .inner_product(&b.to_dynamic_operand())
}

/// CuTe's `elem_scale(a, b)`: each leaf of `a` multiplied by the product of the part of `b` in
/// its place (`b` as deep as `a` or deeper).
///
/// ```
/// use cute_layout::prelude::*;
/// let scaled = elem_scale(&(U2::new(), 4usize), &((U2::new(), U3::new()), U8::new())).unwrap();
/// assert_eq!(scaled.to_string(), "(_12,32)");
/// ```
pub fn elem_scale<A: IntTupleOperand, B: IntTupleOperand>(a: &A, b: &B) -> Result<DynTuple, Error> {
    a.to_dynamic_operand().elem_scale(&b.to_dynamic_operand())
}

/// CuTe's `congruent(a, b)`: the same profile (the same nesting, leaf for leaf), always
/// static: `_1` or `_0`.
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(congruent(&(U2::new(), U4::new()), &(U3::new(), U5::new())).to_string(), "_1");
/// assert_eq!(congruent(&(2usize, 4usize), &(U3::new(), (U5::new(),))).to_string(), "_0");
/// ```
pub fn congruent<A: IntTupleOperand, B: IntTupleOperand>(a: &A, b: &B) -> Leaf {
    Leaf::new_static(i64::from(
        a.to_dynamic_operand().congruent(&b.to_dynamic_operand()),
    ))
}

/// CuTe's `weakly_congruent(a, b)`: `a`'s profile is `b`'s or coarser (each leaf of `a` may
/// stand for a tuple of `b`), always static: `_1` or `_0`.
///
/// ```
/// use cute_layout::prelude::*;
/// let coarse = (U1::new(), (U1::new(), U1::new()));
/// let fine = ((U2::new(), U2::new()), (U2::new(), U2::new()));
/// assert_eq!(weakly_congruent(&coarse, &fine).to_string(), "_1");
/// assert_eq!(weakly_congruent(&fine, &coarse).to_string(), "_0");
/// ```
pub fn weakly_congruent<A: IntTupleOperand, B: IntTupleOperand>(a: &A, b: &B) -> Leaf {
    Leaf::new_static(i64::from(
        a.to_dynamic_operand()
            .weakly_congruent(&b.to_dynamic_operand()),
    ))
}

/// CuTe's `compatible(a, b)`: every coordinate of shape `a` is a coordinate of shape `b` (the
/// same size at each leaf of `a`); `_1`/`_0` where CuTe's answer is static, `1`/`0` where it
/// depends on run-time extents. An `Err` if a size does not fit in 64 bits.
///
/// ```
/// use cute_layout::prelude::*;
/// let b = (U4::new(), U6::new());
/// assert_eq!(compatible(&U24::new(), &b).unwrap().to_string(), "_1");
/// assert_eq!(compatible(&(U24::new(),), &b).unwrap().to_string(), "_0");
/// assert_eq!(compatible(&(4usize, 6usize), &b).unwrap().to_string(), "1");
/// # use cute_layout::typenum::U24;
/// ```
pub fn compatible<A: IntTupleOperand, B: IntTupleOperand>(a: &A, b: &B) -> Result<Leaf, Error> {
    a.to_dynamic_operand().compatible(&b.to_dynamic_operand())
}

/// CuTe's `evenly_divides(shape, tiler)`: the tiler (an extent, or a tuple of at most as many
/// modes as the shape) tiles the shape without a partial tile; `_1`/`_0` where CuTe's answer
/// is static, `1`/`0` where it depends on run-time extents.
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(evenly_divides(&(U16::new(),), &U8::new()).unwrap().to_string(), "_1");
/// assert_eq!(evenly_divides(&(16usize, 6usize), &(U8::new(), U4::new())).unwrap().to_string(), "0");
/// ```
pub fn evenly_divides<A: IntTupleOperand, B: IntTupleOperand>(
    shape: &A,
    tiler: &B,
) -> Result<Leaf, Error> {
    shape
        .to_dynamic_operand()
        .evenly_divides(&tiler.to_dynamic_operand())
}
