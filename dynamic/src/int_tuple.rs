//! IntTuples: an integer, or a tuple of IntTuples.

use std::fmt;

/// An integer or a (possibly empty) tuple of `IntTuple`s: CuTe's shapes, strides and coordinates.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    /// A leaf.
    Int(i64),
    /// A tuple of modes.
    Tuple(Vec<IntTuple>),
}

pub use IntTuple::{Int, Tuple};

impl From<i64> for IntTuple {
    fn from(v: i64) -> Self {
        Int(v)
    }
}

impl IntTuple {
    /// A tuple of the given modes.
    pub fn tuple(modes: impl IntoIterator<Item = IntTuple>) -> Self {
        Tuple(modes.into_iter().collect())
    }

    /// `true` for a leaf.
    pub fn is_int(&self) -> bool {
        matches!(self, Int(_))
    }

    /// The leaf value, if this is a leaf.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Int(v) => Some(*v),
            Tuple(_) => None,
        }
    }

    /// Number of top-level modes (a leaf has rank 1).
    pub fn rank(&self) -> usize {
        match self {
            Int(_) => 1,
            Tuple(v) => v.len(),
        }
    }

    /// Nesting depth (a leaf has depth 0).
    pub fn depth(&self) -> usize {
        match self {
            Int(_) => 0,
            Tuple(v) => 1 + v.iter().map(IntTuple::depth).max().unwrap_or(0),
        }
    }

    /// Product of all leaves (1 for an empty tuple).
    pub fn product(&self) -> i64 {
        match self {
            Int(v) => *v,
            Tuple(v) => v.iter().map(IntTuple::product).product(),
        }
    }

    /// Sum of all leaves.
    pub fn sum(&self) -> i64 {
        match self {
            Int(v) => *v,
            Tuple(v) => v.iter().map(IntTuple::sum).sum(),
        }
    }

    /// Mode `i`; a leaf is its own mode 0.
    pub fn mode(&self, i: usize) -> &IntTuple {
        match self {
            Int(_) => {
                assert!(i == 0, "mode {i} of a leaf");
                self
            }
            Tuple(v) => &v[i],
        }
    }

    /// The modes as a slice (a leaf is one mode).
    pub fn modes(&self) -> &[IntTuple] {
        match self {
            Int(_) => std::slice::from_ref(self),
            Tuple(v) => v,
        }
    }

    /// All leaves, left to right.
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
    pub fn flatten(&self) -> IntTuple {
        match self {
            Int(_) => self.clone(),
            Tuple(_) => Tuple(self.leaves().into_iter().map(Int).collect()),
        }
    }

    /// CuTe's `wrap`: a leaf becomes a rank-1 tuple.
    pub fn wrap(&self) -> Vec<IntTuple> {
        match self {
            Int(_) => vec![self.clone()],
            Tuple(v) => v.clone(),
        }
    }

    /// CuTe's `unwrap`: strip rank-1 tuples.
    pub fn unwrap_single(self) -> IntTuple {
        match self {
            Tuple(mut v) if v.len() == 1 => v.pop().expect("len 1").unwrap_single(),
            other => other,
        }
    }

    /// Same hierarchical structure (profile).
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
    pub fn weakly_congruent(&self, other: &IntTuple) -> bool {
        match (self, other) {
            (Int(_), _) => true,
            (Tuple(_), Int(_)) => false,
            (Tuple(a), Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.weakly_congruent(y))
            }
        }
    }

    /// CuTe's `compatible(self, other)`: sizes agree at every leaf of `self`.
    pub fn compatible(&self, other: &IntTuple) -> bool {
        match (self, other) {
            (Int(a), b) => *a == b.product(),
            (Tuple(_), Int(_)) => false,
            (Tuple(a), Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.compatible(y))
            }
        }
    }

    /// A tuple with the structure of `self` and every leaf replaced by `v`.
    pub fn repeat_like(&self, v: i64) -> IntTuple {
        match self {
            Int(_) => Int(v),
            Tuple(m) => Tuple(m.iter().map(|x| x.repeat_like(v)).collect()),
        }
    }

    /// Apply `f` to every leaf.
    pub fn map_leaves(&self, f: &mut impl FnMut(i64) -> i64) -> IntTuple {
        match self {
            Int(v) => Int(f(*v)),
            Tuple(m) => Tuple(m.iter().map(|x| x.map_leaves(f)).collect()),
        }
    }

    /// Exclusive prefix products in LayoutLeft order, as CuTe's `compact_major<LayoutLeft>`:
    /// the column-major strides of this shape, starting at `current`; size-1 modes get stride 0.
    pub fn compact_left(&self, current: i64) -> IntTuple {
        self.compact_left_from(current).0
    }

    fn compact_left_from(&self, current: i64) -> (IntTuple, i64) {
        match self {
            Int(1) => (Int(0), current),
            Int(s) => (Int(current), current * s),
            Tuple(m) => {
                let mut cur = current;
                let mut out = Vec::with_capacity(m.len());
                for x in m {
                    let (d, next) = x.compact_left_from(cur);
                    out.push(d);
                    cur = next;
                }
                (Tuple(out), cur)
            }
        }
    }

    /// Row-major strides (CuTe's `compact_major<LayoutRight>`).
    pub fn compact_right(&self, current: i64) -> IntTuple {
        self.compact_right_from(current).0
    }

    fn compact_right_from(&self, current: i64) -> (IntTuple, i64) {
        match self {
            Int(1) => (Int(0), current),
            Int(s) => (Int(current), current * s),
            Tuple(m) => {
                let mut cur = current;
                let mut out = vec![Int(0); m.len()];
                for (i, x) in m.iter().enumerate().rev() {
                    let (d, next) = x.compact_right_from(cur);
                    out[i] = d;
                    cur = next;
                }
                (Tuple(out), cur)
            }
        }
    }
}

/// CuTe's `ceil_div` for non-negative integers.
pub fn ceil_div(a: i64, b: i64) -> i64 {
    (a + b - 1) / b
}

/// CuTe's `ceil_div(IntTuple, IntTuple)`.
pub fn ceil_div_tuple(a: &IntTuple, b: &IntTuple) -> IntTuple {
    match (a, b) {
        (Tuple(am), Tuple(bm)) => Tuple(
            am.iter()
                .enumerate()
                .map(|(i, x)| ceil_div_tuple(x, bm.get(i).unwrap_or(&Int(1))))
                .collect(),
        ),
        (Tuple(am), Int(bv)) => {
            let mut rest = *bv;
            let mut out = Vec::with_capacity(am.len());
            for x in am {
                out.push(ceil_div_tuple(x, &Int(rest)));
                rest = ceil_div(rest, x.product());
            }
            Tuple(out)
        }
        (Int(av), b) => Int(ceil_div(*av, b.product())),
    }
}

/// Writes `_N` leaves and `(a,b)` tuples, as CuTe prints static IntTuples.
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
