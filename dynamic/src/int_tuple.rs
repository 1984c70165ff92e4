//! IntTuples: an integer, or a tuple of IntTuples (CuTe's shapes, strides and coordinates).

use std::fmt;

use crate::error::{Error, Result};
use crate::leaf::Leaf;

/// An integer or a (possibly empty) tuple of `IntTuple`s: CuTe's shapes, strides and coordinates.
///
/// Each leaf is a [`Leaf`]: static (`_4`) or dynamic (`4`). `parse()` reads the all-static
/// notation (`_4` and `4` are both static); [`parse_value_in`](crate::parse_value_in) with
/// [`Notation::Mixed`](crate::Notation::Mixed) reads CuTe's print convention. Printing writes each
/// leaf as CuTe does:
///
/// ```
/// use cute_layout_dynamic::{parse_value_in, IntTuple, Leaf, Notation};
/// let t: IntTuple = "(4,(2,_3))".parse().unwrap();
/// assert_eq!(t, IntTuple::tuple([4.into(), IntTuple::tuple([2.into(), 3.into()])]));
/// assert_eq!(t.to_string(), "(_4,(_2,_3))");
/// assert_eq!(format!("{t:#}"), "(4,(2,3))");
/// let m = parse_value_in("(300,_8)", Notation::Mixed).unwrap().to_int_tuple().unwrap();
/// assert_eq!(m, IntTuple::tuple([Leaf::new_dynamic(300).into(), 8.into()]));
/// assert_eq!(m.to_string(), "(300,_8)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    /// A leaf.
    Int(Leaf),
    /// A tuple of modes.
    Tuple(Vec<IntTuple>),
}

use IntTuple::{Int, Tuple};

impl From<i64> for IntTuple {
    /// A static leaf: `IntTuple::from(4) == IntTuple::Int(Leaf::new_static(4))`.
    fn from(v: i64) -> Self {
        Int(Leaf::new_static(v))
    }
}

impl From<Leaf> for IntTuple {
    /// A leaf.
    fn from(v: Leaf) -> Self {
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
        self.as_leaf().map(|l| l.value)
    }

    /// The leaf, if this is a leaf.
    ///
    /// ```
    /// use cute_layout_dynamic::{IntTuple, Leaf};
    /// assert_eq!(IntTuple::from(3).as_leaf(), Some(Leaf::new_static(3)));
    /// ```
    pub fn as_leaf(&self) -> Option<Leaf> {
        match self {
            Int(v) => Some(*v),
            Tuple(_) => None,
        }
    }

    /// `true` when every leaf is static (CuTe's `is_static`).
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let t = parse_value_in("(_4,8)", Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert!(!t.is_static());
    /// assert!(t.mode(0).unwrap().is_static());
    /// ```
    pub fn is_static(&self) -> bool {
        match self {
            Int(v) => v.is_static,
            Tuple(m) => m.iter().all(IntTuple::is_static),
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

    /// Product of all leaves (`_1` for an empty tuple), static when every leaf is; an error if it
    /// does not fit in an `i64`.
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, IntTuple, Notation};
    /// let t: IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.product().unwrap().to_string(), "_24");
    /// let m = parse_value_in("(_4,8)", Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(m.product().unwrap().to_string(), "32");
    /// let huge: cute_layout_dynamic::IntTuple = "(4294967296,4294967296,4)".parse().unwrap();
    /// assert!(huge.product().unwrap_err().to_string().starts_with("product: overflow"));
    /// ```
    pub fn product(&self) -> Result<Leaf> {
        self.product_in("product")
    }

    /// [`product`](Self::product), with overflow reported as an error of `op`.
    pub(crate) fn product_in(&self, op: &'static str) -> Result<Leaf> {
        match self {
            Int(v) => Ok(*v),
            Tuple(v) => v
                .iter()
                .try_fold(Leaf::new_static(1), |acc, m| acc.mul(op, m.product_in(op)?)),
        }
    }

    /// CuTe's `sum(t)`: the sum of all leaves (`_0` for an empty tuple), static when every leaf
    /// is; an error if it does not fit in an `i64`.
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, IntTuple, Notation};
    /// let t: IntTuple = "(2,(3,4))".parse().unwrap();
    /// assert_eq!(t.sum().unwrap().to_string(), "_9");
    /// let m = parse_value_in("(_2,3,_4)", Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(m.sum().unwrap().to_string(), "9");
    /// ```
    pub fn sum(&self) -> Result<Leaf> {
        self.leaf_list()
            .into_iter()
            .try_fold(Leaf::new_static(0), |acc, x| acc.add("sum", x))
    }

    /// CuTe's `max(t)`: the largest leaf, static when every leaf is; an error for a tuple
    /// without leaves (CuTe does not compile it).
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let m = parse_value_in("(_2,300,_4)", Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(m.max().unwrap().to_string(), "300");
    /// ```
    pub fn max(&self) -> Result<Leaf> {
        self.fold_leaves("max", |a, b| a.max(b))
    }

    /// CuTe's `min(t)`: the smallest leaf, static when every leaf is (see [`max`](Self::max)).
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let m = parse_value_in("(300,(7,_4))", Notation::Mixed).unwrap().to_int_tuple().unwrap();
    /// assert_eq!(m.min().unwrap().to_string(), "4");
    /// ```
    pub fn min(&self) -> Result<Leaf> {
        self.fold_leaves("min", |a, b| a.min(b))
    }

    /// CuTe's `gcd(t)`: the greatest common divisor of the leaves, static when every leaf is
    /// (see [`max`](Self::max)).
    ///
    /// ```
    /// let t: cute_layout_dynamic::IntTuple = "(12,(8,6))".parse().unwrap();
    /// assert_eq!(t.gcd().unwrap().to_string(), "_2");
    /// ```
    pub fn gcd(&self) -> Result<Leaf> {
        self.fold_leaves("gcd", |a, b| {
            let (mut x, mut y) = (a.unsigned_abs(), b.unsigned_abs());
            while y != 0 {
                (x, y) = (y, x % y);
            }
            x as i64
        })
    }

    /// The fold of `f` over the leaves, static when every leaf is; an error of `op` for none.
    fn fold_leaves(&self, op: &'static str, f: fn(i64, i64) -> i64) -> Result<Leaf> {
        let leaves = self.leaf_list();
        let (first, rest) = leaves.split_first().ok_or_else(|| {
            crate::error::Error::new(
                op,
                format!("{self} has no leaves (CuTe's {op} takes at least one)"),
            )
        })?;
        Ok(rest.iter().fold(*first, |acc, x| Leaf {
            value: f(acc.value, x.value),
            is_static: acc.is_static && x.is_static,
        }))
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

    /// The values of all leaves, left to right.
    ///
    /// ```
    /// let t: cute_layout_dynamic::IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.leaves(), [4, 2, 3]);
    /// ```
    pub fn leaves(&self) -> Vec<i64> {
        self.leaf_list().into_iter().map(|l| l.value).collect()
    }

    /// All leaves, left to right, with their static-ness.
    ///
    /// ```
    /// use cute_layout_dynamic::Leaf;
    /// let t: cute_layout_dynamic::IntTuple = "(4,(2,3))".parse().unwrap();
    /// assert_eq!(t.leaf_list()[0], Leaf::new_static(4));
    /// ```
    pub fn leaf_list(&self) -> Vec<Leaf> {
        let mut out = Vec::new();
        self.push_leaves(&mut out);
        out
    }

    fn push_leaves(&self, out: &mut Vec<Leaf>) {
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
            Tuple(_) => Tuple(self.leaf_list().into_iter().map(Int).collect()),
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
    pub(crate) fn repeat_like(&self, v: Leaf) -> IntTuple {
        match self {
            Int(_) => Int(v),
            Tuple(m) => Tuple(m.iter().map(|x| x.repeat_like(v)).collect()),
        }
    }

    /// The column-major (LayoutLeft) strides of this shape starting at `current`, as CuTe's
    /// `compact_major<LayoutLeft>`; size-1 modes get stride 0.
    pub(crate) fn compact_left(&self, op: &'static str, current: Leaf) -> Result<IntTuple> {
        Ok(self.compact_from(op, current, false)?.0)
    }

    /// Row-major strides (CuTe's `compact_major<LayoutRight>`).
    pub(crate) fn compact_right(&self, op: &'static str, current: Leaf) -> Result<IntTuple> {
        Ok(self.compact_from(op, current, true)?.0)
    }

    /// Only a static `_1` extent gets the stride `_0`; a dynamic 1 is strided like any extent.
    fn compact_from(
        &self,
        op: &'static str,
        current: Leaf,
        right: bool,
    ) -> Result<(IntTuple, Leaf)> {
        match self {
            Int(s) if s.is_constant(1) => Ok((Int(Leaf::new_static(0)), current)),
            Int(s) => Ok((Int(current), current.mul(op, *s)?)),
            Tuple(m) => {
                let mut cur = current;
                let mut out = vec![Int(Leaf::new_static(0)); m.len()];
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

/// CuTe's `coalesce(shape)`: the flat leaves, with neighbours of the same static-ness multiplied
/// together; a single leaf when all are merged.
pub(crate) fn coalesce_shape(op: &'static str, t: &IntTuple) -> Result<IntTuple> {
    let mut out: Vec<Leaf> = Vec::new();
    for x in t.leaf_list() {
        match out.last_mut() {
            Some(back) if back.is_static == x.is_static => *back = back.mul(op, x)?,
            _ => out.push(x),
        }
    }
    Ok(match out.as_slice() {
        [] => Tuple(vec![]),
        [one] => Int(*one),
        _ => Tuple(out.into_iter().map(Int).collect()),
    })
}

/// Writes each leaf as CuTe prints it (`_4` static, `4` dynamic) and `(a,b)` tuples; the
/// alternate form (`{:#}`) writes every leaf as a plain `N`.
impl fmt::Display for IntTuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Int(v) => fmt::Display::fmt(v, f),
            Tuple(m) => write_tuple(f, ("(", ")"), m),
        }
    }
}

/// Writes `items` comma-separated between `open` and `close`, each with `f`'s flags (so `{:#}`
/// reaches every leaf): the tuple notation of IntTuples, coordinates (`(1,_)`), tilers (`<4,8>`)
/// and parsed values.
pub(crate) fn write_tuple<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    (open, close): (&str, &str),
    items: &[T],
) -> fmt::Result {
    f.write_str(open)?;
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        fmt::Display::fmt(x, f)?;
    }
    f.write_str(close)
}
