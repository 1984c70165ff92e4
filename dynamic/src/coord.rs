//! Coordinates: [`Coord`] (a coordinate that may hold CuTe's slice wildcard `_`), and the maps
//! between a layout's coordinates, its 1-D indices and its offsets: [`Layout::crd2idx`],
//! [`Layout::call`], [`idx2crd`], with the congruence and bound checks they share.
//!
//! The public items are re-exported by [`layout`](crate::layout) (and [`Coord`] by the crate
//! root), where they have always been.

use std::fmt;

use crate::error::{ensure, Error, Result};
use crate::int_tuple::{write_tuple, IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::{Leaf, S0};

/// A coordinate that may hold CuTe's slice wildcard `_`.
///
/// ```
/// use cute_layout_dynamic::Coord;
/// let c: Coord = "(1,_)".parse().unwrap();
/// assert_eq!(c, Coord::Tuple(vec![Coord::Int(1.into()), Coord::Under]));
/// assert_eq!(c.to_string(), "(_1,_)");
/// assert_eq!(format!("{c:#}"), "(1,_)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Coord {
    /// A 1-D index into the mode.
    Int(Leaf),
    /// `_`: keep the whole mode.
    Under,
    /// One coordinate per mode.
    Tuple(Vec<Coord>),
}

impl Coord {
    /// The coordinate as an IntTuple, if it holds no `_`.
    ///
    /// ```
    /// use cute_layout_dynamic::Coord;
    /// let c: Coord = "(1,2)".parse().unwrap();
    /// assert_eq!(c.to_int_tuple().unwrap().to_string(), "(_1,_2)");
    /// assert!(Coord::Under.to_int_tuple().is_none());
    /// ```
    pub fn to_int_tuple(&self) -> Option<IntTuple> {
        match self {
            Coord::Int(v) => Some(Int(*v)),
            Coord::Under => None,
            Coord::Tuple(m) => m
                .iter()
                .map(Coord::to_int_tuple)
                .collect::<Option<Vec<_>>>()
                .map(Tuple),
        }
    }

    /// `_` repeated `n` times as CuTe's `repeat<n>(_)`: a plain `_` when `n == 1`.
    pub(crate) fn repeat_under(n: usize) -> Coord {
        if n == 1 {
            Coord::Under
        } else {
            Coord::Tuple(vec![Coord::Under; n])
        }
    }

    /// The same coordinate with every `_` replaced by 0 (where a slice starts).
    pub(crate) fn zero_unders(&self) -> IntTuple {
        match self {
            Coord::Int(v) => Int(*v),
            Coord::Under => Int(S0),
            Coord::Tuple(m) => Tuple(m.iter().map(Coord::zero_unders).collect()),
        }
    }
}

impl From<&IntTuple> for Coord {
    /// A coordinate without `_`.
    fn from(t: &IntTuple) -> Self {
        match t {
            Int(v) => Coord::Int(*v),
            Tuple(m) => Coord::Tuple(m.iter().map(Coord::from).collect()),
        }
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Coord::Int(v) => fmt::Display::fmt(v, f),
            Coord::Under => f.write_str("_"),
            Coord::Tuple(m) => write_tuple(f, ("(", ")"), m),
        }
    }
}

impl Layout {
    /// The offset of a coordinate (CuTe's `crd2idx(coord, shape, stride)`): an integer, or a
    /// tuple congruent-or-coarser than the shape; each part must lie inside its mode.
    /// The offset is static where CuTe's is: `crd2idx(_28, (_4,(_4,_16)):(1,(_4,_16)))` is `_28`.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(4,8):(1,4)".parse().unwrap();
    /// assert_eq!(l.crd2idx(&"(3,2)".parse().unwrap()).unwrap(), 11);
    /// assert_eq!(l.crd2idx(&"(5,0)".parse().unwrap()).unwrap_err().to_string(),
    ///            "crd2idx: coordinate (5,0) is outside shape (4,8)");
    /// ```
    pub fn crd2idx(&self, coord: &IntTuple) -> Result<Leaf> {
        const OP: &str = "crd2idx";
        check_coord(OP, coord, self.shape())?;
        ensure(in_bounds(coord, self.shape()), OP, || {
            format!("coordinate {coord:#} is outside shape {:#}", self.shape())
        })?;
        crd2idx(OP, coord, self.shape(), self.stride())
    }

    /// CuTe's `crd2idx(coord, layout)` as CuTe computes it: like [`crd2idx`](Self::crd2idx)
    /// (the coordinate must be congruent-or-coarser than the shape), but without the bound
    /// check, so a coordinate outside a mode gives an offset past it.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(5,2):(6,4)".parse().unwrap();
    /// assert_eq!(l.crd2idx_unbounded(&"11".parse().unwrap()).unwrap().to_string(), "_14");
    /// assert!(l.crd2idx_unbounded(&"(1,1,1)".parse().unwrap()).is_err());
    /// ```
    pub fn crd2idx_unbounded(&self, coord: &IntTuple) -> Result<Leaf> {
        const OP: &str = "crd2idx";
        check_coord(OP, coord, self.shape())?;
        crd2idx(OP, coord, self.shape(), self.stride())
    }

    /// CuTe's `layout.get_hier_coord(index)` (`idx2crd(index, shape, stride)`): leaf by leaf,
    /// `(index / stride) % extent`, and `_0` for a leaf of extent `_1` (whose division CuTe
    /// skips). For a compact layout this is the coordinate whose offset is `index`. Static
    /// entries where the index and the leaf are.
    ///
    /// ```
    /// use cute_layout_dynamic::{IntTuple::Int, Layout, Leaf};
    /// let l: Layout = "(_2,(_3,_4)):(_12,(_1,_3))".parse().unwrap();
    /// let at = |i: Leaf| l.get_hier_coord(&Int(i)).unwrap().to_string();
    /// assert_eq!(at(Leaf::new_dynamic(17)), "(1,(2,1))");
    /// assert_eq!(at(Leaf::new_static(17)), "(_1,(_2,_1))");
    /// ```
    pub fn get_hier_coord(&self, index: &IntTuple) -> Result<IntTuple> {
        const OP: &str = "get_hier_coord";
        let Int(i) = index else {
            return Err(Error::new(
                OP,
                format!("the index {index:#} is not an integer"),
            ));
        };
        fn leafwise(i: Leaf, s: &IntTuple, d: &IntTuple) -> Result<IntTuple> {
            match (s, d) {
                (Tuple(s), Tuple(d)) => Ok(Tuple(
                    s.iter()
                        .zip(d)
                        .map(|(s, d)| leafwise(i, s, d))
                        .collect::<Result<_>>()?,
                )),
                (Int(s), Int(_)) if s.is_constant(1) => Ok(Int(S0)),
                (Int(s), Int(d)) => Ok(Int(i.div(OP, *d)?.rem(OP, *s)?)),
                // A layout's shape and stride are congruent.
                _ => Err(Error::new(OP, "shape and stride are not congruent")),
            }
        }
        leafwise(*i, self.shape(), self.stride())
    }

    /// CuTe's `layout.get_flat_coord(index)`: [`get_hier_coord`](Self::get_hier_coord), each
    /// top-level mode folded into one column-major index of that mode's shape.
    ///
    /// ```
    /// use cute_layout_dynamic::{IntTuple::Int, Layout, Leaf};
    /// let l: Layout = "(_2,(_3,_4)):(_12,(_1,_3))".parse().unwrap();
    /// let i = Int(Leaf::new_dynamic(17));
    /// assert_eq!(l.get_flat_coord(&i).unwrap().to_string(), "(1,5)");
    /// ```
    pub fn get_flat_coord(&self, index: &IntTuple) -> Result<IntTuple> {
        let hier = self.get_hier_coord(index)?;
        match (&hier, self.shape()) {
            (Tuple(c), Tuple(s)) => Ok(Tuple(
                c.iter()
                    .zip(s)
                    .map(|(c, s)| crd2idx_shape(c, s).map(Int))
                    .collect::<Result<_>>()?,
            )),
            _ => Ok(hier),
        }
    }

    /// CuTe's `layout.get_1d_coord(index)`: [`get_hier_coord`](Self::get_hier_coord) as one
    /// column-major index of the shape.
    ///
    /// ```
    /// use cute_layout_dynamic::{IntTuple::Int, Layout, Leaf};
    /// let l: Layout = "(_2,(_3,_4)):(_12,(_1,_3))".parse().unwrap();
    /// assert_eq!(l.get_1d_coord(&Int(Leaf::new_dynamic(17))).unwrap().to_string(), "11");
    /// ```
    pub fn get_1d_coord(&self, index: &IntTuple) -> Result<Leaf> {
        crd2idx_shape(&self.get_hier_coord(index)?, self.shape())
    }

    /// The offset of a 1-D index `0 <= index < size`.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(4,8):(8,1)".parse().unwrap();
    /// assert_eq!(l.call(5).unwrap(), 9);
    /// assert!(l.call(32).is_err());
    /// ```
    pub fn call(&self, index: i64) -> Result<i64> {
        Ok(self.crd2idx(&Int(Leaf::new_dynamic(index)))?.value)
    }

    /// CuTe's evaluation of a 1-D index without a bound: the last mode of each level takes what
    /// is left (truncating division, as C++ does).
    pub(crate) fn call_unbounded(&self, op: &'static str, index: i64) -> Result<i64> {
        Ok(crd2idx(
            op,
            &Int(Leaf::new_dynamic(index)),
            self.shape(),
            self.stride(),
        )?
        .value)
    }

    /// The offset of the rank-2 coordinate `(i, j)` (bounds checked).
    pub(crate) fn call2(&self, i: i64, j: i64) -> Result<i64> {
        let c = IntTuple::tuple([Int(Leaf::new_dynamic(i)), Int(Leaf::new_dynamic(j))]);
        Ok(self.crd2idx(&c)?.value)
    }

    /// The offsets of the `rows x cols` coordinates of a rank-2 layout, row by row (bounds
    /// checked): the cells of its table or picture.
    pub(crate) fn rank2_offsets(&self, rows: i64, cols: i64) -> Result<Vec<i64>> {
        let mut offsets = Vec::with_capacity((rows * cols) as usize);
        for i in 0..rows {
            for j in 0..cols {
                offsets.push(self.call2(i, j)?);
            }
        }
        Ok(offsets)
    }

    /// Every offset, in index order.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,3):(3,1)".parse().unwrap();
    /// assert_eq!(l.offsets().collect::<Vec<_>>(), [0, 3, 1, 4, 2, 5]);
    /// ```
    pub fn offsets(&self) -> impl Iterator<Item = i64> + '_ {
        // Every index below the size is in the domain, and its offset fits (cosize does).
        (0..self.size()).map(move |i| self.call(i).unwrap_or_default())
    }
}

/// The coordinate has the structure of the shape or a coarser one.
fn check_coord(op: &'static str, coord: &IntTuple, shape: &IntTuple) -> Result<()> {
    match (coord, shape) {
        (Tuple(c), Tuple(s)) => {
            ensure(c.len() == s.len(), op, || {
                format!(
                    "coordinate {coord:#} has {} modes but the shape {shape:#} has {}",
                    c.len(),
                    s.len()
                )
            })?;
            c.iter().zip(s).try_for_each(|(x, y)| check_coord(op, x, y))
        }
        (Tuple(_), Int(_)) => Err(Error::new(
            op,
            format!("coordinate {coord:#} is a tuple but the shape {shape:#} is an integer"),
        )),
        (Int(_), _) => Ok(()),
    }
}

/// Every part of `coord` lies inside its mode of `shape` (`0 <= c < size(mode)`).
pub(crate) fn in_bounds(coord: &IntTuple, shape: &IntTuple) -> bool {
    match (coord, shape) {
        (Int(c), s) => c.value >= 0 && s.product().map_or(true, |p| c.value < p.value),
        (Tuple(c), Tuple(s)) => c.len() == s.len() && c.iter().zip(s).all(|(x, y)| in_bounds(x, y)),
        (Tuple(_), Int(_)) => false,
    }
}

/// CuTe's `crd2idx(coord, shape, stride)`, unbounded: an integer at a tuple mode is split with
/// C++'s truncating `%` and `/`, the last mode taking what is left. The offset is static where
/// CuTe's is.
pub(crate) fn crd2idx(
    op: &'static str,
    coord: &IntTuple,
    shape: &IntTuple,
    stride: &IntTuple,
) -> Result<Leaf> {
    match (coord, shape, stride) {
        (Tuple(c), Tuple(s), Tuple(d)) => {
            ensure(c.len() == s.len() && s.len() == d.len(), op, || {
                format!("coordinate {coord:#} does not have the modes of shape {shape:#}")
            })?;
            let mut sum: Option<Leaf> = None;
            for i in 0..c.len() {
                let t = crd2idx(op, &c[i], &s[i], &d[i])?;
                sum = Some(match sum {
                    Some(acc) => acc.add(op, t)?,
                    None => t,
                });
            }
            Ok(sum.unwrap_or(S0))
        }
        (Int(c), Tuple(s), Tuple(d)) if s.len() == d.len() => {
            let mut rest = *c;
            let mut sum: Option<Leaf> = None;
            for i in 0..s.len() {
                let part = if i + 1 == s.len() {
                    rest
                } else {
                    let p = s[i].product_in(op)?;
                    let r = rest.rem(op, p)?;
                    rest = rest.div(op, p)?;
                    r
                };
                let t = crd2idx(op, &Int(part), &s[i], &d[i])?;
                sum = Some(match sum {
                    Some(acc) => acc.add(op, t)?,
                    None => t,
                });
            }
            Ok(sum.unwrap_or(S0))
        }
        (Int(c), Int(_), Int(d)) => c.mul(op, *d),
        (Tuple(_), Int(_), _) => Err(Error::new(
            op,
            format!("coordinate {coord:#} is a tuple but the shape {shape:#} is an integer"),
        )),
        _ => Err(Error::new(
            op,
            format!("shape {shape} and stride {stride} are not congruent"),
        )),
    }
}

/// CuTe's `idx2crd(index, shape)`: the natural coordinate of an index (or of a coarser
/// coordinate) in `shape`; the last mode at each level takes what is left, as in CuTe (an index
/// past the size lands in the last mode).
///
/// ```
/// use cute_layout_dynamic::layout::idx2crd;
/// let c = idx2crd(&"11".parse().unwrap(), &"(4,(2,2))".parse().unwrap()).unwrap();
/// assert_eq!(format!("{c:#}"), "(3,(0,1))");
/// assert!(idx2crd(&"1".parse().unwrap(), &"(0,3)".parse().unwrap()).is_err());
/// ```
pub fn idx2crd(index: &IntTuple, shape: &IntTuple) -> Result<IntTuple> {
    const OP: &str = "idx2crd";
    ensure(shape.leaves().iter().all(|&s| s > 0), OP, || {
        format!("the shape {shape:#} has an extent that is not positive")
    })?;
    check_coord(OP, index, shape)?;
    idx2crd_in(index, shape)
}

/// CuTe's `crd2idx(coord, shape)`: the column-major index of a coordinate (natural or
/// coarser) in `shape`, without a bound check, as CuTe computes it; static where CuTe's is.
///
/// ```
/// use cute_layout_dynamic::layout::crd2idx_shape;
/// let i = crd2idx_shape(&"(1,(1,2))".parse().unwrap(), &"(_2,(_3,_4))".parse().unwrap());
/// assert_eq!(i.unwrap().value, 15);
/// ```
pub fn crd2idx_shape(coord: &IntTuple, shape: &IntTuple) -> Result<Leaf> {
    // An integer is an index already (CuTe returns it as it is, static-ness included).
    if let Int(index) = coord {
        return Ok(*index);
    }
    Layout::column_major(shape.clone())?.crd2idx_unbounded(coord)
}

/// CuTe's `crd2idx(coord, shape, stride)`: the offset of a coordinate (natural or coarser, a
/// 1-D index too) under `shape` and `stride`, without a bound check, as CuTe computes it;
/// static where CuTe's is.
///
/// ```
/// use cute_layout_dynamic::layout::crd2idx_strided;
/// let p = |s: &str| s.parse().unwrap();
/// let i = crd2idx_strided(&p("(1,5)"), &p("(_4,_8)"), &p("(_8,_1)")).unwrap();
/// assert_eq!(i.to_string(), "_13");
/// assert_eq!(crd2idx_strided(&p("(1,5)"), &p("(4,8)"), &p("(8,1,2)")).unwrap_err().to_string(),
///            "crd2idx: shape (_4,_8) and stride (_8,_1,_2) are not congruent");
/// ```
pub fn crd2idx_strided(coord: &IntTuple, shape: &IntTuple, stride: &IntTuple) -> Result<Leaf> {
    const OP: &str = "crd2idx";
    ensure(shape.congruent(stride), OP, || {
        format!("shape {shape} and stride {stride} are not congruent")
    })?;
    check_coord(OP, coord, shape)?;
    crd2idx(OP, coord, shape, stride)
}

/// CuTe's `crd2crd(coord, src_shape, dst_shape)`: a coordinate of `src_shape` as the
/// coordinate of the same column-major index in `dst_shape`. Where the coordinate and both
/// shapes are tuples, mode by mode (their ranks must agree); otherwise
/// `idx2crd(crd2idx(coord, src_shape), dst_shape)`. Static where CuTe's is. An error where the
/// coordinate's structure does not fit `src_shape` (a tuple for an integer extent), or the ranks
/// of a mode-by-mode call disagree.
///
/// ```
/// use cute_layout_dynamic::{layout::crd2crd, IntTuple};
/// let p = |s: &str| s.parse::<IntTuple>().unwrap();
/// let s = |c: IntTuple| format!("{c:#}");
/// assert_eq!(s(crd2crd(&p("(1,2)"), &p("(4,3)"), &p("12")).unwrap()), "9");
/// assert_eq!(s(crd2crd(&p("9"), &p("12"), &p("(4,3)")).unwrap()), "(1,2)");
/// assert_eq!(s(crd2crd(&p("(1,2)"), &p("(4,3)"), &p("((2,2),3)")).unwrap()), "((1,0),2)");
/// ```
pub fn crd2crd(coord: &IntTuple, src_shape: &IntTuple, dst_shape: &IntTuple) -> Result<IntTuple> {
    const OP: &str = "crd2crd";
    match (coord, src_shape, dst_shape) {
        (Tuple(c), Tuple(s), Tuple(d)) => {
            ensure(c.len() == s.len() && c.len() == d.len(), OP, || {
                format!(
                    "mismatched ranks: the coordinate {coord:#} has {} modes, the source shape {src_shape:#} {}, the target shape {dst_shape:#} {}",
                    c.len(),
                    s.len(),
                    d.len()
                )
            })?;
            let modes = c.iter().zip(s).zip(d).map(|((c, s), d)| crd2crd(c, s, d));
            Ok(Tuple(modes.collect::<Result<_>>()?))
        }
        _ => idx2crd(&Int(crd2idx_shape(coord, src_shape)?), dst_shape),
    }
}

fn idx2crd_in(index: &IntTuple, shape: &IntTuple) -> Result<IntTuple> {
    const OP: &str = "idx2crd";
    match (index, shape) {
        (Tuple(i), Tuple(s)) => Ok(Tuple(
            i.iter()
                .zip(s)
                .map(|(x, y)| idx2crd_in(x, y))
                .collect::<Result<_>>()?,
        )),
        (Int(i), Tuple(s)) => {
            let mut rest = *i;
            let mut out = Vec::with_capacity(s.len());
            for (k, m) in s.iter().enumerate() {
                if k + 1 == s.len() {
                    out.push(idx2crd_in(&Int(rest), m)?);
                } else {
                    let p = m.product_in(OP)?;
                    out.push(idx2crd_in(&Int(rest.rem(OP, p)?), m)?);
                    rest = rest.div(OP, p)?;
                }
            }
            Ok(Tuple(out))
        }
        (Int(_), Int(_)) => Ok(index.clone()),
        (Tuple(_), Int(_)) => Err(Error::new(
            OP,
            format!("coordinate {index:#} is a tuple but the shape {shape:#} is an integer"),
        )),
    }
}
