//! CuTe's predicates on IntTuples (`int_tuple.hpp`): `congruent`, `weakly_congruent`,
//! `compatible` and `evenly_divides`, each an integer 1 or 0 that is static where CuTe's
//! answer is a type (`_1`, `_0`) and run-time where it is a `bool` (`1`, `0`).

use crate::error::Result;
use crate::int_tuple::IntTuple::{self, Int, Tuple};
use crate::leaf::{Leaf, S0, S1};

/// CuTe's conjunction of predicates: a static `_0` anywhere decides it (`false_type && x`),
/// else a run-time part makes it a run-time value, else `_1`.
fn all(parts: impl IntoIterator<Item = Result<Leaf>>) -> Result<Leaf> {
    let mut out = S1;
    for p in parts {
        let p = p?;
        if p == S0 {
            return Ok(S0);
        }
        if !p.is_static {
            out = Leaf::new_dynamic(i64::from(out.value != 0 && p.value != 0));
        }
    }
    Ok(out)
}

/// `a == b` of two integers: static where both are.
fn equal(a: Leaf, b: Leaf) -> Leaf {
    let v = i64::from(a.value == b.value);
    if a.is_static && b.is_static {
        Leaf::new_static(v)
    } else {
        Leaf::new_dynamic(v)
    }
}

impl IntTuple {
    /// CuTe's `compatible(a, b)`: every coordinate of `self` is one of `other` (the same size
    /// at each leaf of `self`, and `other` as deep or deeper), `_1`/`_0` where the answer is
    /// static, `1`/`0` where it depends on run-time extents.
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let t = |s: &str| parse_value_in(s, Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(t("_24").compatible(&t("(_4,_6)")).unwrap().to_string(), "_1");
    /// assert_eq!(t("(_24)").compatible(&t("(_4,_6)")).unwrap().to_string(), "_0");
    /// assert_eq!(t("(4,6)").compatible(&t("(_4,_6)")).unwrap().to_string(), "1");
    /// ```
    pub fn compatible(&self, other: &IntTuple) -> Result<Leaf> {
        match (self, other) {
            (Tuple(a), Tuple(b)) if a.len() != b.len() => Ok(S0),
            (Tuple(a), Tuple(b)) => all(a.iter().zip(b).map(|(x, y)| x.compatible(y))),
            (Int(a), b) => Ok(equal(*a, b.product_in("compatible")?)),
            (Tuple(_), Int(_)) => Ok(S0),
        }
    }

    /// CuTe's `evenly_divides(shape, tiler)`: the tiler (an extent, or a tuple of at most as
    /// many modes) divides `self` without a partial tile, `_1`/`_0` where the answer is
    /// static, `1`/`0` where it depends on run-time extents.
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let t = |s: &str| parse_value_in(s, Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(t("_16").evenly_divides(&t("_8")).unwrap().to_string(), "_1");
    /// assert_eq!(t("(16,6)").evenly_divides(&t("(_8,_4)")).unwrap().to_string(), "0");
    /// assert_eq!(t("(_16,_6)").evenly_divides(&t("(_4,_4,_2)")).unwrap().to_string(), "_0");
    /// ```
    pub fn evenly_divides(&self, tiler: &IntTuple) -> Result<Leaf> {
        const OP: &str = "evenly_divides";
        match tiler {
            Tuple(b) if b.len() > self.rank() => Ok(S0),
            Tuple(b) => {
                let modes: Vec<IntTuple> = match self {
                    Tuple(a) => a.clone(),
                    Int(_) => vec![self.clone()],
                };
                all(b.iter().zip(&modes).map(|(y, x)| x.evenly_divides(y)))
            }
            Int(b) => {
                let tiles = self.ceil_div(tiler).map_err(|e| e.within(OP))?;
                let covered = b.mul(OP, tiles.product_in(OP)?)?;
                Ok(equal(self.product_in(OP)?, covered))
            }
        }
    }
}
