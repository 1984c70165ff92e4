//! CuTe's arithmetic on IntTuples (`int_tuple.hpp`): `ceil_div`, `shape_div`, `round_up`,
//! `inner_product` and `elem_scale`, with CuTe's rules for mismatched profiles and for which
//! results stay static. The layout algebra (complement, divides) uses these too.

use crate::error::{Error, Result};
use crate::int_tuple::IntTuple::{self, Int, Tuple};
use crate::leaf::{Leaf, S0, S1};

impl IntTuple {
    /// CuTe's `ceil_div(a, b)`: leaf by leaf `(a + b - _1) / b`. A tuple divided by a tuple
    /// goes mode by mode, the missing modes of `b` counting as `_1`; a tuple divided by an
    /// integer passes what is left of the divisor from each mode to the next, as CuTe's fold
    /// does; an integer divided by a tuple is divided by its product. Static where both
    /// operands are.
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, IntTuple, Notation};
    /// let t = |s: &str| parse_value_in(s, Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(t("(1000,_64)").ceil_div(&t("(_128,_16)")).unwrap().to_string(), "(8,_4)");
    /// assert_eq!(t("(_4,_5,_6)").ceil_div(&t("_40")).unwrap().to_string(), "(_1,_1,_3)");
    /// assert_eq!(t("(_4,_8)").ceil_div(&t("(_2,_2,_2)")).unwrap_err().to_string(),
    ///            "ceil_div: the divisor (2,2,2) has 3 modes, more than the 2 of (4,8)");
    /// ```
    pub fn ceil_div(&self, b: &IntTuple) -> Result<IntTuple> {
        ceil_div_in("ceil_div", self, b)
    }

    /// CuTe's `shape_div(a, b)`, the division of shapes: as [`ceil_div`](Self::ceil_div), but
    /// a tuple divided by a tuple must have as many modes, and two static leaves must divide one
    /// another (CuTe's divisibility condition, a compile error there).
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let t = |s: &str| parse_value_in(s, Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(t("(_4,_5,_6)").shape_div(&t("_40")).unwrap().to_string(), "(_1,_1,_3)");
    /// // 12 takes the whole divisor, leaving a run-time 1 for the next mode, as in CuTe.
    /// assert_eq!(t("(12,_8)").shape_div(&t("_4")).unwrap().to_string(), "(3,8)");
    /// assert_eq!(t("(_6,_2)").shape_div(&t("_4")).unwrap_err().to_string(),
    ///            "shape_div: neither 6 nor 4 divides the other (the divisibility condition on static extents)");
    /// ```
    pub fn shape_div(&self, b: &IntTuple) -> Result<IntTuple> {
        shape_div_in("shape_div", self, b)
    }

    /// CuTe's `round_up(a, b)`: `a` rounded up to a multiple of `b`, leaf by leaf; both
    /// integers, or both tuples (the missing modes of `b` counting as `_1`).
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let t = |s: &str| parse_value_in(s, Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(t("(1000,_60)").round_up(&t("(_128,_16)")).unwrap().to_string(), "(1024,_64)");
    /// assert!(t("(_4,_8)").round_up(&t("_3")).is_err());
    /// ```
    pub fn round_up(&self, b: &IntTuple) -> Result<IntTuple> {
        const OP: &str = "round_up";
        match (self, b) {
            (Tuple(am), Tuple(bm)) => {
                check_not_wider(OP, self, b)?;
                Ok(Tuple(
                    am.iter()
                        .enumerate()
                        .map(|(i, x)| x.round_up(bm.get(i).unwrap_or(&Int(S1))))
                        .collect::<Result<_>>()?,
                ))
            }
            (Int(x), Int(y)) => Ok(Int(x.ceil_div(OP, *y)?.mul(OP, *y)?)),
            _ => Err(int_and_tuple(OP, self, b)),
        }
    }

    /// CuTe's `inner_product(a, b)`: the sum of the products of matching leaves (`_0` for no
    /// leaves); both integers, or tuples of the same profile. Static where every product is.
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let t = |s: &str| parse_value_in(s, Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(t("(_2,(3,_4))").inner_product(&t("(_1,(_0,_16))")).unwrap().to_string(), "_66");
    /// assert_eq!(t("(_2,3)").inner_product(&t("(_1,_8)")).unwrap().to_string(), "26");
    /// ```
    pub fn inner_product(&self, b: &IntTuple) -> Result<Leaf> {
        const OP: &str = "inner_product";
        match (self, b) {
            (Tuple(am), Tuple(bm)) => {
                check_same_rank(OP, self, b)?;
                am.iter()
                    .zip(bm)
                    .try_fold(S0, |acc, (x, y)| acc.add(OP, x.inner_product(y)?))
            }
            (Int(x), Int(y)) => x.mul(OP, *y),
            _ => Err(int_and_tuple(OP, self, b)),
        }
    }

    /// CuTe's `elem_scale(a, b)`: `a` with each leaf multiplied by the product of the part of
    /// `b` in its place (`b` as deep as `a` or deeper).
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let t = |s: &str| parse_value_in(s, Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(t("(_2,4)").elem_scale(&t("((_2,_3),_8)")).unwrap().to_string(), "(_12,32)");
    /// ```
    pub fn elem_scale(&self, b: &IntTuple) -> Result<IntTuple> {
        const OP: &str = "elem_scale";
        match (self, b) {
            (Tuple(am), Tuple(bm)) => {
                check_same_rank(OP, self, b)?;
                Ok(Tuple(
                    am.iter()
                        .zip(bm)
                        .map(|(x, y)| x.elem_scale(y))
                        .collect::<Result<_>>()?,
                ))
            }
            (Int(x), _) => Ok(Int(x.mul(OP, b.product_in(OP)?)?)),
            (Tuple(_), Int(_)) => Err(int_and_tuple(OP, self, b)),
        }
    }
}

/// [`IntTuple::ceil_div`], its errors reported as errors of `op` (complement's uses it).
pub(crate) fn ceil_div_in(op: &'static str, a: &IntTuple, b: &IntTuple) -> Result<IntTuple> {
    match (a, b) {
        (Tuple(am), Tuple(bm)) => {
            check_not_wider(op, a, b)?;
            Ok(Tuple(
                am.iter()
                    .enumerate()
                    .map(|(i, x)| ceil_div_in(op, x, bm.get(i).unwrap_or(&Int(S1))))
                    .collect::<Result<_>>()?,
            ))
        }
        (Tuple(am), Int(bv)) => fold_divisor(am, *bv, |x, rest| {
            let q = ceil_div_in(op, x, &Int(rest))?;
            Ok((q, rest.ceil_div(op, x.product_in(op)?)?))
        }),
        (Int(av), b) => Ok(Int(av.ceil_div(op, b.product_in(op)?)?)),
    }
}

fn shape_div_in(op: &'static str, a: &IntTuple, b: &IntTuple) -> Result<IntTuple> {
    match (a, b) {
        (Tuple(am), Tuple(bm)) => {
            check_same_rank(op, a, b)?;
            Ok(Tuple(
                am.iter()
                    .zip(bm)
                    .map(|(x, y)| shape_div_in(op, x, y))
                    .collect::<Result<_>>()?,
            ))
        }
        (Tuple(am), Int(bv)) => fold_divisor(am, *bv, |x, rest| {
            let q = shape_div_in(op, x, &Int(rest))?;
            Ok((q, shape_div_leaf(op, rest, x.product_in(op)?)?))
        }),
        (Int(av), b) => Ok(Int(shape_div_leaf(op, *av, b.product_in(op)?)?)),
    }
}

/// `shape_div` of two leaves: CuTe asserts at compile time that static ones divide one
/// another; the quotient rounds up.
fn shape_div_leaf(op: &'static str, a: Leaf, b: Leaf) -> Result<Leaf> {
    if a.is_static && b.is_static && b.value != 0 && a.value != 0 {
        let divides = a.value % b.value == 0 || b.value % a.value == 0;
        if !divides {
            return Err(Error::new(
                op,
                format!(
                    "neither {} nor {} divides the other (the divisibility condition on static extents)",
                    a.value, b.value
                ),
            ));
        }
    }
    a.ceil_div(op, b)
}

/// CuTe's fold of an integer divisor over a tuple's modes: `step(mode, rest)` gives the mode's
/// quotient and what is left of the divisor for the next mode.
fn fold_divisor(
    modes: &[IntTuple],
    divisor: Leaf,
    mut step: impl FnMut(&IntTuple, Leaf) -> Result<(IntTuple, Leaf)>,
) -> Result<IntTuple> {
    let mut rest = divisor;
    let mut out = Vec::with_capacity(modes.len());
    for x in modes {
        let (q, next) = step(x, rest)?;
        out.push(q);
        rest = next;
    }
    Ok(Tuple(out))
}

fn check_not_wider(op: &'static str, a: &IntTuple, b: &IntTuple) -> Result<()> {
    if b.rank() > a.rank() {
        return Err(Error::new(
            op,
            format!(
                "the divisor {b:#} has {} modes, more than the {} of {a:#}",
                b.rank(),
                a.rank()
            ),
        ));
    }
    Ok(())
}

fn check_same_rank(op: &'static str, a: &IntTuple, b: &IntTuple) -> Result<()> {
    if a.rank() != b.rank() {
        return Err(Error::new(
            op,
            format!(
                "{a:#} has {} modes and {b:#} has {}; they must have the same number",
                a.rank(),
                b.rank()
            ),
        ));
    }
    Ok(())
}

fn int_and_tuple(op: &'static str, a: &IntTuple, b: &IntTuple) -> Error {
    Error::new(
        op,
        format!("{a:#} and {b:#} must both be integers or both tuples"),
    )
}
