//! IntTuples: an integer, or a tuple of IntTuples (CuTe's shapes, strides and coordinates).

use std::fmt;

use crate::error::{ck, Error, Result};

/// An integer or a (possibly empty) tuple of `IntTuple`s: CuTe's shapes, strides and coordinates.
///
/// Parse one from CuTe notation (`_4` and `4` are the same integer here), print it as CuTe
/// prints static IntTuples:
///
/// ```
/// use cute_layout_dynamic::IntTuple;
/// let t: IntTuple = "(4,(2,_3))".parse().unwrap();
/// assert_eq!(t, IntTuple::tuple([4.into(), IntTuple::tuple([2.into(), 3.into()])]));
/// assert_eq!(t.to_string(), "(_4,(_2,_3))");
/// assert_eq!(format!("{t:#}"), "(4,(2,3))");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    /// A leaf.
    Int(i64),
    /// A tuple of modes.
    Tuple(Vec<IntTuple>),
}

use IntTuple::{Int, Tuple};

impl From<i64> for IntTuple {
    /// A leaf: `IntTuple::from(4) == IntTuple::Int(4)`.
    fn from(v: i64) -> Self {
        Int(v)
    }
}

impl IntTuple {
    /// A tuple of the given modes.
    ///
    /// ```
    /// use cute_layout_dynamic::IntTuple;
    /// assert_eq!(IntTuple::tuple([2.into(), 3.into()]).to_string(), "(_2,_3)");
    /// ```
    pub fn tuple(modes: impl IntoIterator<Item = IntTuple>) -> Self {
        Tuple(modes.into_iter().collect())
    }

    /// `true` for a leaf.
    ///
    /// ```
    /// use cute_layout_dynamic::IntTuple;
    /// assert!(IntTuple::from(3).is_int());
    /// ```
    pub fn is_int(&self) -> bool {
        matches!(self, Int(_))
    }

    /// The leaf value, if this is a leaf.
    ///
    /// ```
    /// use cute_layout_dynamic::IntTuple;
    /// assert_eq!(IntTuple::from(3).as_int(), Some(3));
    /// ```
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Int(v) => Some(*v),
            Tuple(_) => None,
        }
    }

    /// Number of top-level modes (a leaf has rank 1).
    ///
    /// ```
    /// let t: cute_layout_dynamic::IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.rank(), 2);
    /// ```
    pub fn rank(&self) -> usize {
        match self {
            Int(_) => 1,
            Tuple(v) => v.len(),
        }
    }

    /// Nesting depth (a leaf has depth 0).
    ///
    /// ```
    /// let t: cute_layout_dynamic::IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.depth(), 2);
    /// ```
    pub fn depth(&self) -> usize {
        match self {
            Int(_) => 0,
            Tuple(v) => 1 + v.iter().map(IntTuple::depth).max().unwrap_or(0),
        }
    }

    /// Product of all leaves (1 for an empty tuple); an error if it does not fit in an `i64`.
    ///
    /// ```
    /// let t: cute_layout_dynamic::IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.product().unwrap(), 24);
    /// let huge: cute_layout_dynamic::IntTuple = "(4294967296,4294967296,4)".parse().unwrap();
    /// assert!(huge.product().unwrap_err().to_string().starts_with("product: overflow"));
    /// ```
    pub fn product(&self) -> Result<i64> {
        self.product_in("product")
    }

    /// [`product`](Self::product), with overflow reported as an error of `op`.
    pub(crate) fn product_in(&self, op: &'static str) -> Result<i64> {
        match self {
            Int(v) => Ok(*v),
            Tuple(v) => v
                .iter()
                .try_fold(1i64, |acc, m| ck::mul(op, acc, m.product_in(op)?)),
        }
    }

    /// Mode `i`; a leaf is its own mode 0.
    ///
    /// ```
    /// use cute_layout_dynamic::IntTuple;
    /// let t: IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.mode(1).unwrap().to_string(), "(_2,_3)");
    /// assert_eq!(IntTuple::from(4).mode(1).unwrap_err().to_string(),
    ///            "get: mode 1 of _4, which has rank 1");
    /// ```
    pub fn mode(&self, i: usize) -> Result<&IntTuple> {
        match self {
            Int(_) if i == 0 => Ok(self),
            Tuple(v) if i < v.len() => Ok(&v[i]),
            _ => Err(Error::new(
                "get",
                format!("mode {i} of {self}, which has rank {}", self.rank()),
            )),
        }
    }

    /// The modes as a slice (a leaf is one mode).
    ///
    /// ```
    /// let t: cute_layout_dynamic::IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.modes().len(), 2);
    /// ```
    pub fn modes(&self) -> &[IntTuple] {
        match self {
            Int(_) => std::slice::from_ref(self),
            Tuple(v) => v,
        }
    }

    /// All leaves, left to right.
    ///
    /// ```
    /// let t: cute_layout_dynamic::IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.leaves(), [4, 2, 3]);
    /// ```
    pub fn leaves(&self) -> Vec<i64> {
        let mut out = Vec::new();
        self.push_leaves(&mut out);
        out
    }

    fn push_leaves(&self, out: &mut Vec<i64>) {
        match self {
            Int(v) => out.push(*v),
            Tuple(v) => v.iter().for_each(|m| m.push_leaves(out)),
        }
    }

    /// CuTe's `flatten`: a leaf stays a leaf, a tuple becomes the tuple of its leaves.
    ///
    /// ```
    /// let t: cute_layout_dynamic::IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.flatten().to_string(), "(_4,_2,_3)");
    /// ```
    pub fn flatten(&self) -> IntTuple {
        match self {
            Int(_) => self.clone(),
            Tuple(_) => Tuple(self.leaves().into_iter().map(Int).collect()),
        }
    }

    /// CuTe's `wrap`: the modes of a tuple; a leaf as a single mode.
    pub(crate) fn wrap(&self) -> Vec<IntTuple> {
        self.modes().to_vec()
    }

    /// CuTe's `unwrap`: strip rank-1 tuples.
    pub(crate) fn unwrap_single(self) -> IntTuple {
        match self {
            Tuple(mut v) if v.len() == 1 => match v.pop() {
                Some(x) => x.unwrap_single(),
                None => Tuple(v),
            },
            other => other,
        }
    }

    /// Same hierarchical structure (profile): CuTe's `congruent`.
    ///
    /// ```
    /// use cute_layout_dynamic::IntTuple;
    /// let a: IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert!(a.congruent(&"(1,(4,8))".parse().unwrap()));
    /// assert!(!a.congruent(&"(1,4,8)".parse().unwrap()));
    /// ```
    pub fn congruent(&self, other: &IntTuple) -> bool {
        match (self, other) {
            (Int(_), Int(_)) => true,
            (Tuple(a), Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.congruent(y))
            }
            _ => false,
        }
    }

    /// `self` is congruent-or-coarser than `other` (CuTe's `weakly_congruent`).
    ///
    /// ```
    /// use cute_layout_dynamic::IntTuple;
    /// let coarse: IntTuple = "(4,8)".parse().unwrap();
    /// assert!(coarse.weakly_congruent(&"(4,(2,4))".parse().unwrap()));
    /// ```
    pub fn weakly_congruent(&self, other: &IntTuple) -> bool {
        match (self, other) {
            (Int(_), _) => true,
            (Tuple(_), Int(_)) => false,
            (Tuple(a), Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.weakly_congruent(y))
            }
        }
    }

    /// A tuple with the structure of `self` and every leaf replaced by `v`.
    pub(crate) fn repeat_like(&self, v: i64) -> IntTuple {
        match self {
            Int(_) => Int(v),
            Tuple(m) => Tuple(m.iter().map(|x| x.repeat_like(v)).collect()),
        }
    }

    /// The column-major (LayoutLeft) strides of this shape starting at `current`, as CuTe's
    /// `compact_major<LayoutLeft>`; size-1 modes get stride 0.
    pub(crate) fn compact_left(&self, op: &'static str, current: i64) -> Result<IntTuple> {
        Ok(self.compact_from(op, current, false)?.0)
    }

    /// Row-major strides (CuTe's `compact_major<LayoutRight>`).
    pub(crate) fn compact_right(&self, op: &'static str, current: i64) -> Result<IntTuple> {
        Ok(self.compact_from(op, current, true)?.0)
    }

    fn compact_from(&self, op: &'static str, current: i64, right: bool) -> Result<(IntTuple, i64)> {
        match self {
            Int(1) => Ok((Int(0), current)),
            Int(s) => Ok((Int(current), ck::mul(op, current, *s)?)),
            Tuple(m) => {
                let mut cur = current;
                let mut out = vec![Int(0); m.len()];
                let order: Vec<usize> = if right {
                    (0..m.len()).rev().collect()
                } else {
                    (0..m.len()).collect()
                };
                for i in order {
                    let (d, next) = m[i].compact_from(op, cur, right)?;
                    out[i] = d;
                    cur = next;
                }
                Ok((Tuple(out), cur))
            }
        }
    }
}

/// CuTe's `ceil_div(IntTuple, IntTuple)` (positive extents).
pub(crate) fn ceil_div_tuple(op: &'static str, a: &IntTuple, b: &IntTuple) -> Result<IntTuple> {
    match (a, b) {
        (Tuple(am), Tuple(bm)) => Ok(Tuple(
            am.iter()
                .enumerate()
                .map(|(i, x)| ceil_div_tuple(op, x, bm.get(i).unwrap_or(&Int(1))))
                .collect::<Result<_>>()?,
        )),
        (Tuple(am), Int(bv)) => {
            let mut rest = *bv;
            let mut out = Vec::with_capacity(am.len());
            for x in am {
                out.push(ceil_div_tuple(op, x, &Int(rest))?);
                rest = ck::ceil_div(op, rest, x.product_in(op)?)?;
            }
            Ok(Tuple(out))
        }
        (Int(av), b) => Ok(Int(ck::ceil_div(op, *av, b.product_in(op)?)?)),
    }
}

/// Writes `_N` leaves and `(a,b)` tuples, as CuTe prints static IntTuples; the alternate form
/// (`{:#}`) writes plain `N`.
impl fmt::Display for IntTuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Int(v) if f.alternate() => write!(f, "{v}"),
            Int(v) => write!(f, "_{v}"),
            Tuple(m) => {
                f.write_str("(")?;
                for (i, x) in m.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    fmt::Display::fmt(x, f)?;
                }
                f.write_str(")")
            }
        }
    }
}
