//! Layouts: a shape and a congruent stride; the basic queries, indexing, coalesce, slicing.

use std::fmt;

use crate::error::{ensure, Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};

/// A layout `Shape:Stride`: the function from coordinates to offsets.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// The extents of the modes.
    pub shape: IntTuple,
    /// The stride of every leaf of `shape` (congruent to it).
    pub stride: IntTuple,
}

/// A coordinate that may hold CuTe's slice wildcard `_`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Coord {
    /// A 1-D index into the mode.
    Int(i64),
    /// `_`: keep the whole mode.
    Under,
    /// One coordinate per mode.
    Tuple(Vec<Coord>),
}

impl Coord {
    /// The coordinate as an IntTuple, if it holds no `_`.
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
    pub fn repeat_under(n: usize) -> Coord {
        if n == 1 {
            Coord::Under
        } else {
            Coord::Tuple(vec![Coord::Under; n])
        }
    }
}

impl From<&IntTuple> for Coord {
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
            Coord::Int(v) => write!(f, "{v}"),
            Coord::Under => f.write_str("_"),
            Coord::Tuple(m) => {
                f.write_str("(")?;
                for (i, x) in m.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str(")")
            }
        }
    }
}

impl Layout {
    /// `shape:stride`; fails unless the two are congruent and every extent is positive.
    pub fn new(shape: IntTuple, stride: IntTuple) -> Result<Layout> {
        ensure(shape.congruent(&stride), "make_layout", || {
            format!("shape {shape} and stride {stride} are not congruent")
        })?;
        let l = Layout { shape, stride };
        l.check("make_layout")?;
        Ok(l)
    }

    /// Fails unless every extent of the shape is positive (what every operation assumes).
    pub fn check(&self, op: &'static str) -> Result<()> {
        ensure(self.shape.leaves().iter().all(|&s| s > 0), op, || {
            format!(
                "the shape {} of {self} has an extent that is not positive",
                self.shape
            )
        })
    }

    /// CuTe's `make_layout(shape)`: the column-major (LayoutLeft) layout of a shape.
    pub fn column_major(shape: IntTuple) -> Layout {
        let stride = shape.compact_left(1);
        Layout { shape, stride }
    }

    /// CuTe's `make_layout(shape, LayoutRight{})`: the row-major layout of a shape.
    pub fn row_major(shape: IntTuple) -> Layout {
        let stride = shape.compact_right(1);
        Layout { shape, stride }
    }

    /// CuTe's `make_layout(l0, l1, ...)`: concatenate layouts as the modes of a new layout
    /// (a single layout becomes a rank-1 tuple).
    pub fn concat(modes: impl IntoIterator<Item = Layout>) -> Layout {
        let (shape, stride): (Vec<_>, Vec<_>) =
            modes.into_iter().map(|l| (l.shape, l.stride)).unzip();
        Layout {
            shape: Tuple(shape),
            stride: Tuple(stride),
        }
    }

    /// Mode `i` as a layout (a rank-1 layout with a leaf shape is its own mode 0).
    pub fn mode(&self, i: usize) -> Layout {
        Layout {
            shape: self.shape.mode(i).clone(),
            stride: self.stride.mode(i).clone(),
        }
    }

    /// All top-level modes.
    pub fn modes(&self) -> Vec<Layout> {
        (0..self.rank()).map(|i| self.mode(i)).collect()
    }

    /// Number of coordinates.
    pub fn size(&self) -> i64 {
        self.shape.product()
    }

    /// One past the largest offset: `1 + sum((s - 1) * |d|)`.
    pub fn cosize(&self) -> i64 {
        let s = self.shape.leaves();
        let d = self.stride.leaves();
        1 + s
            .iter()
            .zip(&d)
            .map(|(s, d)| (s - 1) * d.abs())
            .sum::<i64>()
    }

    /// Number of top-level modes.
    pub fn rank(&self) -> usize {
        self.shape.rank()
    }

    /// Nesting depth of the shape.
    pub fn depth(&self) -> usize {
        self.shape.depth()
    }

    /// CuTe's `flatten`.
    pub fn flatten(&self) -> Layout {
        Layout {
            shape: self.shape.flatten(),
            stride: self.stride.flatten(),
        }
    }

    /// The offset of a coordinate (CuTe's `crd2idx(coord, shape, stride)`).
    pub fn crd2idx(&self, coord: &IntTuple) -> Result<i64> {
        crd2idx(coord, &self.shape, &self.stride)
    }

    /// The offset of a 1-D index.
    pub fn call(&self, index: i64) -> i64 {
        crd2idx(&Int(index), &self.shape, &self.stride).expect("an integer index fits any shape")
    }

    /// Every offset, in index order.
    pub fn offsets(&self) -> Vec<i64> {
        (0..self.size()).map(|i| self.call(i)).collect()
    }

    /// CuTe's `coalesce`: merge modes that are contiguous in the codomain; the same function on
    /// `[0, size)`, depth at most 1.
    pub fn coalesce(&self) -> Layout {
        let s = self.shape.flatten().wrap();
        let d = self.stride.flatten().wrap();
        let r = s.len();
        let last = (s[r - 1].product(), d[r - 1].product());
        bw_coalesce(&s[..r - 1], &d[..r - 1], last)
    }

    /// CuTe's `detail::coalesce_x`: like `coalesce`, but keeps the function beyond the domain
    /// (a trailing size-1 mode is kept as an unbounded mode).
    pub(crate) fn coalesce_x(&self) -> Layout {
        let s = self.shape.flatten().wrap();
        let d = self.stride.flatten().wrap();
        let r = s.len();
        let s_last = s[r - 1].product();
        let last = (if s_last == 1 { 2 } else { s_last }, d[r - 1].product());
        bw_coalesce(&s[..r - 1], &d[..r - 1], last)
    }

    /// CuTe's `coalesce(layout, profile)`: coalesce each mode at the leaves of `profile`.
    pub fn coalesce_by(&self, profile: &IntTuple) -> Result<Layout> {
        match profile {
            Int(_) => Ok(self.coalesce()),
            Tuple(p) => {
                ensure(p.len() <= self.rank(), "coalesce", || {
                    format!(
                        "profile {profile:#} has {} modes but the layout {self} has rank {}",
                        p.len(),
                        self.rank()
                    )
                })?;
                let mut modes = Vec::with_capacity(self.rank());
                for (i, pi) in p.iter().enumerate() {
                    modes.push(self.mode(i).coalesce_by(pi)?);
                }
                modes.extend((p.len()..self.rank()).map(|i| self.mode(i)));
                Ok(Layout::concat(modes))
            }
        }
    }

    /// CuTe's `filter_zeros`: modes of stride 0 get extent 1.
    pub fn filter_zeros(&self) -> Layout {
        fn go(d: &IntTuple, s: &IntTuple) -> IntTuple {
            match (d, s) {
                (Tuple(dm), Tuple(sm)) => Tuple(dm.iter().zip(sm).map(|(x, y)| go(x, y)).collect()),
                (Int(0), s) => s.repeat_like(1),
                (_, s) => s.clone(),
            }
        }
        Layout {
            shape: go(&self.stride, &self.shape),
            stride: self.stride.clone(),
        }
    }

    /// CuTe's `filter`: drop stride-0 and size-1 modes, then coalesce.
    pub fn filter(&self) -> Layout {
        self.filter_zeros().coalesce()
    }

    /// CuTe's `slice(coord, layout)`: keep the modes where `coord` has `_`.
    pub fn slice(&self, coord: &Coord) -> Result<Layout> {
        Ok(Layout {
            shape: slice(coord, &self.shape)?,
            stride: slice(coord, &self.stride)?,
        })
    }

    /// CuTe's `dice(coord, layout)`: keep the modes where `coord` has an integer.
    pub fn dice(&self, coord: &Coord) -> Result<Layout> {
        Ok(Layout {
            shape: dice(coord, &self.shape)?,
            stride: dice(coord, &self.stride)?,
        })
    }

    /// CuTe's `append<N>(layout)`: pad to rank `n` with `_1:_0` modes.
    pub fn append_to_rank(&self, n: usize) -> Layout {
        fn pad(t: &IntTuple, n: usize, x: i64) -> IntTuple {
            match t {
                Tuple(m) if m.len() >= n => t.clone(),
                Int(_) if n == 1 => t.clone(),
                _ => {
                    let mut m = t.wrap();
                    m.resize(n, Int(x));
                    Tuple(m)
                }
            }
        }
        Layout {
            shape: pad(&self.shape, n, 1),
            stride: pad(&self.stride, n, 0),
        }
    }

    /// The rank-2 table that CuTe's `print_layout` writes.
    pub fn print_layout(&self) -> Result<String> {
        ensure(self.rank() == 2, "print_layout", || {
            format!("{self} has rank {}, print_layout needs rank 2", self.rank())
        })?;
        let (rows, cols) = (self.mode(0).size(), self.mode(1).size());
        let mut cells = Vec::with_capacity((rows * cols) as usize);
        for i in 0..rows {
            for j in 0..cols {
                cells.push(self.crd2idx(&IntTuple::tuple([Int(i), Int(j)]))?);
            }
        }
        Ok(crate::print::table(
            &self.to_string(),
            rows as usize,
            cols as usize,
            &cells,
            self.cosize(),
        ))
    }
}

/// CuTe's `detail::bw_coalesce`: walk the flat modes back to front, merging each into the front
/// of the result when `s * d` equals the front stride, skipping size-1 modes.
fn bw_coalesce(shapes: &[IntTuple], strides: &[IntTuple], last: (i64, i64)) -> Layout {
    // The front of `new` is index 0; a single entry stands for an integral (non-tuple) result.
    let mut new: Vec<(i64, i64)> = vec![last];
    for i in (0..shapes.len()).rev() {
        let (s, d) = (shapes[i].product(), strides[i].product());
        if s == 1 {
            continue;
        } else if new.len() == 1 && new[0].0 == 1 {
            new[0] = (s, d);
        } else if s * d == new[0].1 {
            new[0] = (s * new[0].0, d);
        } else {
            new.insert(0, (s, d));
        }
    }
    if new.len() == 1 {
        let (s, d) = new[0];
        if s == 1 {
            Layout {
                shape: Int(1),
                stride: Int(0),
            }
        } else {
            Layout {
                shape: Int(s),
                stride: Int(d),
            }
        }
    } else {
        let (s, d): (Vec<_>, Vec<_>) = new.into_iter().map(|(s, d)| (Int(s), Int(d))).unzip();
        Layout {
            shape: Tuple(s),
            stride: Tuple(d),
        }
    }
}

/// CuTe's `crd2idx(coord, shape, stride)`.
pub fn crd2idx(coord: &IntTuple, shape: &IntTuple, stride: &IntTuple) -> Result<i64> {
    match (coord, shape, stride) {
        (Tuple(c), Tuple(s), Tuple(d)) => {
            ensure(c.len() == s.len(), "crd2idx", || {
                format!(
                    "coordinate {coord:#} has {} modes but the shape {shape} has {}",
                    c.len(),
                    s.len()
                )
            })?;
            let mut sum = 0;
            for i in 0..c.len() {
                sum += crd2idx(&c[i], &s[i], &d[i])?;
            }
            Ok(sum)
        }
        (Tuple(_), _, _) => Err(Error::new(
            "crd2idx",
            format!("coordinate {coord:#} is a tuple but the shape {shape} is an integer"),
        )),
        (Int(c), Tuple(s), Tuple(d)) => {
            let mut rest = *c;
            let mut sum = 0;
            for i in 0..s.len() {
                if i + 1 == s.len() {
                    sum += crd2idx(&Int(rest), &s[i], &d[i])?;
                } else {
                    let p = s[i].product();
                    sum += crd2idx(&Int(rest % p), &s[i], &d[i])?;
                    rest /= p;
                }
            }
            Ok(sum)
        }
        (Int(c), _, Int(d)) => Ok(c * d),
        (Int(_), _, _) => Err(Error::new(
            "crd2idx",
            format!("shape {shape} and stride {stride} are not congruent"),
        )),
    }
}

/// CuTe's `idx2crd(index, shape)`: the natural coordinate of an index (or of a coarser
/// coordinate) in `shape`; the last mode at each level takes what is left.
pub fn idx2crd(index: &IntTuple, shape: &IntTuple) -> Result<IntTuple> {
    match (index, shape) {
        (Tuple(i), Tuple(s)) => {
            ensure(i.len() == s.len(), "idx2crd", || {
                format!(
                    "coordinate {index:#} has {} modes but the shape {shape} has {}",
                    i.len(),
                    s.len()
                )
            })?;
            Ok(Tuple(
                i.iter()
                    .zip(s)
                    .map(|(x, y)| idx2crd(x, y))
                    .collect::<Result<_>>()?,
            ))
        }
        (Tuple(_), Int(_)) => Err(Error::new(
            "idx2crd",
            format!("coordinate {index:#} is a tuple but the shape {shape} is an integer"),
        )),
        (Int(i), Tuple(s)) => {
            let mut rest = *i;
            let mut out = Vec::with_capacity(s.len());
            for (k, m) in s.iter().enumerate() {
                if k + 1 == s.len() {
                    out.push(idx2crd(&Int(rest), m)?);
                } else {
                    let p = m.product();
                    out.push(idx2crd(&Int(rest % p), m)?);
                    rest /= p;
                }
            }
            Ok(Tuple(out))
        }
        (Int(_), Int(_)) => Ok(index.clone()),
    }
}

/// CuTe's `slice(coord, t)`.
pub fn slice(coord: &Coord, t: &IntTuple) -> Result<IntTuple> {
    match coord {
        Coord::Tuple(c) => Ok(Tuple(lift(c, t, "slice", true)?)),
        Coord::Under => Ok(t.clone()),
        Coord::Int(_) => Ok(Tuple(vec![])),
    }
}

/// CuTe's `dice(coord, t)`.
pub fn dice(coord: &Coord, t: &IntTuple) -> Result<IntTuple> {
    match coord {
        Coord::Tuple(c) => Ok(Tuple(lift(c, t, "dice", false)?)),
        Coord::Under => Ok(Tuple(vec![])),
        Coord::Int(_) => Ok(t.clone()),
    }
}

/// The modes of `t` that `coord` keeps, concatenated (CuTe's `lift_slice` / `lift_dice`).
fn lift(
    coord: &[Coord],
    t: &IntTuple,
    op: &'static str,
    keep_under: bool,
) -> Result<Vec<IntTuple>> {
    let modes = match t {
        Tuple(m) if m.len() == coord.len() => m,
        _ => {
            return Err(Error::new(
                op,
                format!(
                    "coordinate {} has {} modes but {t} has {}",
                    Coord::Tuple(coord.to_vec()),
                    coord.len(),
                    if t.is_int() {
                        "no modes (it is an integer)".to_string()
                    } else {
                        t.rank().to_string()
                    }
                ),
            ))
        }
    };
    let mut out = Vec::new();
    for (c, m) in coord.iter().zip(modes) {
        match c {
            Coord::Tuple(cs) => out.extend(lift(cs, m, op, keep_under)?),
            Coord::Under if keep_under => out.push(m.clone()),
            Coord::Int(_) if !keep_under => out.push(m.clone()),
            _ => {}
        }
    }
    Ok(out)
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.shape, f)?;
        f.write_str(":")?;
        fmt::Display::fmt(&self.stride, f)
    }
}
