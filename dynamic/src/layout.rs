//! Layouts: a shape and a congruent stride; the basic queries, indexing, coalesce, slicing.

use std::fmt;

use crate::error::{ensure, Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::leaf::Leaf;

const S0: Leaf = Leaf::new_static(0);
const S1: Leaf = Leaf::new_static(1);

/// A layout `Shape:Stride`: the function from coordinates to offsets.
///
/// A `Layout` is always well formed: its shape and stride are congruent, every extent is
/// positive, and its size and cosize fit in an `i64` (so every offset of its domain does).
/// [`Layout::new`] and the parsers check this; every operation keeps it, with one exception
/// taken from CuTe: [`left_inverse`](crate::algebra::left_inverse) of a layout with a negative
/// stride answers CuTe's layout with a negative extent (`(4):(-1)` gives `(_-1,_4):(_0,_1)`),
/// which the operations of the algebra then refuse.
///
/// Its leaves are static or dynamic ([`Leaf`]); `parse()` reads the all-static notation,
/// [`parse_value_in`](crate::parse_value_in) with [`Notation::Mixed`](crate::Notation::Mixed)
/// CuTe's print convention (`_4` static, `4` dynamic).
///
/// ```
/// use cute_layout_dynamic::{parse_value_in, IntTuple, Layout, Notation};
/// let l: Layout = "((2,4),3):((1,8),2)".parse().unwrap();
/// assert_eq!((l.size(), l.cosize(), l.rank(), l.depth()), (24, 30, 2, 2));
/// assert_eq!(l.call(5).unwrap(), 17);
/// assert_eq!(l.to_string(), "((_2,_4),_3):((_1,_8),_2)");
/// let m = parse_value_in("(_4,8):(_1,_4)", Notation::Mixed).unwrap().to_layout().unwrap();
/// assert_eq!((m.size_leaf().to_string(), m.coalesce().to_string()),
///            ("32".to_string(), "(_4,8):(_1,_4)".to_string()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    shape: IntTuple,
    stride: IntTuple,
}

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
    fn zero_unders(&self) -> IntTuple {
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
            Coord::Tuple(m) => {
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

/// The most cells [`Layout::print_layout`] writes (a larger table is not useful to read).
pub const MAX_TABLE_CELLS: i64 = 1 << 20;

impl Layout {
    /// CuTe's `make_layout(shape, stride)`; fails unless the two are congruent, every extent is
    /// positive, and the size and cosize fit in an `i64`.
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// let l = Layout::new("(2,3)".parse().unwrap(), "(1,4)".parse().unwrap()).unwrap();
    /// assert_eq!(l.to_string(), "(_2,_3):(_1,_4)");
    /// let bad = Layout::new("(2,0)".parse().unwrap(), "(1,4)".parse().unwrap());
    /// assert!(bad.unwrap_err().to_string().contains("not positive"));
    /// ```
    pub fn new(shape: IntTuple, stride: IntTuple) -> Result<Layout> {
        Layout::build("make_layout", shape, stride)
    }

    /// [`Layout::new`], with any broken rule reported as an error of `op`.
    pub(crate) fn build(op: &'static str, shape: IntTuple, stride: IntTuple) -> Result<Layout> {
        ensure(shape.congruent(&stride), op, || {
            format!("shape {shape} and stride {stride} are not congruent")
        })?;
        ensure(shape.leaves().iter().all(|&s| s > 0), op, || {
            format!("the shape {shape} has an extent that is not positive")
        })?;
        let l = Layout { shape, stride };
        l.shape.product_in(op).map_err(|e| {
            Error::new(
                op,
                format!(
                    "overflow: the size of {l} does not fit in a 64-bit integer ({})",
                    e.rule()
                ),
            )
        })?;
        l.checked_cosize(op)?;
        Ok(l)
    }

    /// Fails unless every extent is positive (what every operation of the algebra assumes;
    /// only `left_inverse` of a layout with a negative stride returns one that is not, as CuTe
    /// does).
    pub(crate) fn check(&self, op: &'static str) -> Result<()> {
        ensure(self.shape.leaves().iter().all(|&s| s > 0), op, || {
            format!(
                "the shape {} of {self} has an extent that is not positive",
                self.shape
            )
        })
    }

    /// A layout known to be well formed (a part or a rearrangement of one).
    pub(crate) fn raw(shape: IntTuple, stride: IntTuple) -> Layout {
        debug_assert!(shape.congruent(&stride));
        Layout { shape, stride }
    }

    /// CuTe's `cosize`: `_1 + sum((s - _1) * |d|)`, static where CuTe's is (`(s-1) * _0` is `_0`).
    fn checked_cosize(&self, op: &'static str) -> Result<Leaf> {
        let overflow = |e: Error| {
            Error::new(
                op,
                format!(
                    "overflow: the cosize of {self} does not fit in a 64-bit integer ({})",
                    e.rule()
                ),
            )
        };
        let mut sum = S0;
        for (s, d) in self
            .shape
            .leaf_list()
            .into_iter()
            .zip(self.stride.leaf_list())
        {
            let t = s
                .sub(op, S1)
                .and_then(|s1| s1.mul(op, d.abs(op)?))
                .map_err(overflow)?;
            sum = sum.add(op, t).map_err(overflow)?;
        }
        sum.add(op, S1).map_err(overflow)
    }

    /// The shape.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,3):(1,4)".parse().unwrap();
    /// assert_eq!(l.shape().to_string(), "(_2,_3)");
    /// ```
    pub fn shape(&self) -> &IntTuple {
        &self.shape
    }

    /// The stride (congruent with the shape).
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,3):(1,4)".parse().unwrap();
    /// assert_eq!(l.stride().to_string(), "(_1,_4)");
    /// ```
    pub fn stride(&self) -> &IntTuple {
        &self.stride
    }

    /// The shape and the stride, by value.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "4:2".parse().unwrap();
    /// let (s, d) = l.into_parts();
    /// assert_eq!((s.as_int(), d.as_int()), (Some(4), Some(2)));
    /// ```
    pub fn into_parts(self) -> (IntTuple, IntTuple) {
        (self.shape, self.stride)
    }

    /// CuTe's `make_layout(shape)`: the column-major (LayoutLeft) layout of a shape.
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// assert_eq!(Layout::column_major("(2,(3,4))".parse().unwrap()).unwrap().to_string(),
    ///            "(_2,(_3,_4)):(_1,(_2,_6))");
    /// assert!(Layout::column_major("(0,3)".parse().unwrap()).is_err());
    /// ```
    pub fn column_major(shape: IntTuple) -> Result<Layout> {
        Layout::shape_only("make_layout", shape, false)
    }

    /// CuTe's `make_layout(shape, LayoutRight{})`: the row-major layout of a shape.
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// assert_eq!(Layout::row_major("(2,3)".parse().unwrap()).unwrap().to_string(),
    ///            "(_2,_3):(_3,_1)");
    /// ```
    pub fn row_major(shape: IntTuple) -> Result<Layout> {
        Layout::shape_only("make_layout", shape, true)
    }

    pub(crate) fn shape_only(op: &'static str, shape: IntTuple, right: bool) -> Result<Layout> {
        ensure(shape.leaves().iter().all(|&s| s > 0), op, || {
            format!("the shape {shape} has an extent that is not positive")
        })?;
        let stride = if right {
            shape.compact_right(op, S1)?
        } else {
            shape.compact_left(op, S1)?
        };
        Layout::build(op, shape, stride)
    }

    /// CuTe's `make_layout(l0, l1, ...)`: the layouts as the modes of a new layout (a single
    /// layout becomes a rank-1 tuple). Fails only if the size or cosize overflows.
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// let a: Layout = "2:1".parse().unwrap();
    /// let b: Layout = "(3,4):(2,6)".parse().unwrap();
    /// assert_eq!(Layout::concat([a, b]).unwrap().to_string(), "(_2,(_3,_4)):(_1,(_2,_6))");
    /// ```
    pub fn concat(modes: impl IntoIterator<Item = Layout>) -> Result<Layout> {
        let (shape, stride): (Vec<_>, Vec<_>) =
            modes.into_iter().map(|l| (l.shape, l.stride)).unzip();
        Layout::build("make_layout", Tuple(shape), Tuple(stride))
    }

    /// Mode `i` as a layout (a rank-1 layout with a leaf shape is its own mode 0).
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,(3,4)):(1,(2,6))".parse().unwrap();
    /// assert_eq!(l.mode(1).unwrap().to_string(), "(_3,_4):(_2,_6)");
    /// assert!(l.mode(2).unwrap_err().to_string().starts_with("get: mode 2"));
    /// ```
    pub fn mode(&self, i: usize) -> Result<Layout> {
        Ok(Layout::raw(
            self.shape.mode(i)?.clone(),
            self.stride.mode(i)?.clone(),
        ))
    }

    /// All top-level modes.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,3):(1,2)".parse().unwrap();
    /// assert_eq!(l.modes().len(), 2);
    /// ```
    pub fn modes(&self) -> Vec<Layout> {
        self.shape
            .modes()
            .iter()
            .zip(self.stride.modes())
            .map(|(s, d)| Layout::raw(s.clone(), d.clone()))
            .collect()
    }

    /// Number of coordinates: the product of the extents.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,(3,4)):(1,(2,6))".parse().unwrap();
    /// assert_eq!(l.size(), 24);
    /// ```
    pub fn size(&self) -> i64 {
        self.size_leaf().value
    }

    /// The size with its static-ness: static when every extent is.
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let l = parse_value_in("(_4,8):(_1,_4)", Notation::Mixed).unwrap().to_layout().unwrap();
    /// assert_eq!(l.size_leaf().to_string(), "32");
    /// ```
    pub fn size_leaf(&self) -> Leaf {
        self.shape
            .product_in("size")
            .unwrap_or(Leaf::new_dynamic(i64::MAX))
    }

    /// One past the largest offset, `1 + sum((s - 1) * |d|)` over the leaves.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,3):(1,4)".parse().unwrap();
    /// assert_eq!(l.cosize(), 10);
    /// ```
    pub fn cosize(&self) -> i64 {
        self.cosize_leaf().value
    }

    /// The cosize with its static-ness, as CuTe computes it (a static `_0` stride absorbs a
    /// dynamic extent).
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Notation};
    /// let l = parse_value_in("((_7,64)):((_64,_0))", Notation::Mixed).unwrap().to_layout().unwrap();
    /// assert_eq!(l.cosize_leaf().to_string(), "_385");
    /// ```
    pub fn cosize_leaf(&self) -> Leaf {
        self.checked_cosize("cosize")
            .unwrap_or(Leaf::new_dynamic(i64::MAX))
    }

    /// Number of top-level modes.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,(3,4)):(1,(2,6))".parse().unwrap();
    /// assert_eq!(l.rank(), 2);
    /// ```
    pub fn rank(&self) -> usize {
        self.shape.rank()
    }

    /// Nesting depth of the shape.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,(3,4)):(1,(2,6))".parse().unwrap();
    /// assert_eq!(l.depth(), 2);
    /// ```
    pub fn depth(&self) -> usize {
        self.shape.depth()
    }

    /// CuTe's `flatten`.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,(3,4)):(1,(2,6))".parse().unwrap();
    /// assert_eq!(l.flatten().to_string(), "(_2,_3,_4):(_1,_2,_6)");
    /// ```
    pub fn flatten(&self) -> Layout {
        Layout::raw(self.shape.flatten(), self.stride.flatten())
    }

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
        check_coord(OP, coord, &self.shape)?;
        ensure(in_bounds(coord, &self.shape), OP, || {
            format!("coordinate {coord:#} is outside shape {:#}", self.shape)
        })?;
        crd2idx(OP, coord, &self.shape, &self.stride)
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
        check_coord(OP, coord, &self.shape)?;
        crd2idx(OP, coord, &self.shape, &self.stride)
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
            &self.shape,
            &self.stride,
        )?
        .value)
    }

    /// The offset of the rank-2 coordinate `(i, j)` (bounds checked).
    pub(crate) fn call2(&self, i: i64, j: i64) -> Result<i64> {
        let c = IntTuple::tuple([Int(Leaf::new_dynamic(i)), Int(Leaf::new_dynamic(j))]);
        Ok(self.crd2idx(&c)?.value)
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

    /// CuTe's `coalesce`: merge modes that are contiguous in the codomain; the same function on
    /// `[0, size)`, depth at most 1. As in CuTe, only a static `_1` extent is dropped, and two
    /// modes merge only when that is known statically (the front extent is static and `s * d`
    /// is statically the next stride).
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Layout, Notation};
    /// let l: Layout = "(2,(1,6)):(1,(6,2))".parse().unwrap();
    /// assert_eq!(l.coalesce().to_string(), "_12:_1");
    /// let m = parse_value_in("(_4,8):(_1,_4)", Notation::Mixed).unwrap().to_layout().unwrap();
    /// assert_eq!(m.coalesce().to_string(), "(_4,8):(_1,_4)");
    /// ```
    pub fn coalesce(&self) -> Layout {
        let (s, d) = self.flat_products();
        match s.len() {
            0 => Layout::raw(Int(S1), Int(S0)),
            r => bw_coalesce(&s[..r - 1], &d[..r - 1], (s[r - 1], d[r - 1])),
        }
    }

    /// The leaves of the shape and the stride.
    fn flat_products(&self) -> (Vec<Leaf>, Vec<Leaf>) {
        (self.shape.leaf_list(), self.stride.leaf_list())
    }

    /// CuTe's `detail::coalesce_x`: like `coalesce`, but keeps the function beyond the domain
    /// (a trailing size-1 mode is kept as an unbounded mode).
    pub(crate) fn coalesce_x(&self) -> Layout {
        let (s, d) = self.flat_products();
        match s.len() {
            0 => Layout::raw(Int(S1), Int(S0)),
            r => {
                let s_last = s[r - 1];
                let last = (
                    if s_last.is_constant(1) {
                        Leaf::new_static(2)
                    } else {
                        s_last
                    },
                    d[r - 1],
                );
                bw_coalesce(&s[..r - 1], &d[..r - 1], last)
            }
        }
    }

    /// CuTe's `coalesce(layout, profile)`: coalesce each mode at the leaves of `profile`.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "((2,2),(2,2)):((1,2),(8,4))".parse().unwrap();
    /// assert_eq!(l.coalesce_by(&"(1,1)".parse().unwrap()).unwrap().to_string(),
    ///            "(_4,(_2,_2)):(_1,(_8,_4))");
    /// ```
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
                    modes.push(self.mode(i)?.coalesce_by(pi)?);
                }
                for i in p.len()..self.rank() {
                    modes.push(self.mode(i)?);
                }
                Layout::concat(modes).map_err(|e| e.within("coalesce"))
            }
        }
    }

    /// CuTe's `filter_zeros`: modes of stride 0 get extent 1.
    pub(crate) fn filter_zeros(&self) -> Layout {
        fn go(d: &IntTuple, s: &IntTuple) -> IntTuple {
            match (d, s) {
                (Tuple(dm), Tuple(sm)) => Tuple(dm.iter().zip(sm).map(|(x, y)| go(x, y)).collect()),
                (Int(z), s) if z.is_constant(0) => s.repeat_like(S1),
                (_, s) => s.clone(),
            }
        }
        Layout::raw(go(&self.stride, &self.shape), self.stride.clone())
    }

    /// CuTe's `filter`: drop stride-0 and size-1 modes, then coalesce.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,3,4):(1,0,2)".parse().unwrap();
    /// assert_eq!(l.filter().to_string(), "_8:_1");
    /// ```
    pub fn filter(&self) -> Layout {
        self.filter_zeros().coalesce()
    }

    /// CuTe's `slice(coord, layout)`: keep the modes where `coord` has `_`.
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// let l: Layout = "(4,(2,4)):(2,(1,8))".parse().unwrap();
    /// assert_eq!(l.slice(&"(0,(_,_))".parse().unwrap()).unwrap().to_string(), "(_2,_4):(_1,_8)");
    /// ```
    pub fn slice(&self, coord: &Coord) -> Result<Layout> {
        Ok(Layout::raw(
            slice(coord, &self.shape)?,
            slice(coord, &self.stride)?,
        ))
    }

    /// CuTe's `slice_and_offset(coord, layout)`: the [`slice`](Self::slice) and the offset where
    /// it starts (the offset of `coord` with every `_` read as 0).
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// let l: Layout = "(4,(2,4)):(2,(1,8))".parse().unwrap();
    /// let (s, off) = l.slice_and_offset(&"(3,(_,1))".parse().unwrap()).unwrap();
    /// assert_eq!((s.to_string(), off.to_string()), ("(_2):(_1)".to_string(), "_14".to_string()));
    /// ```
    pub fn slice_and_offset(&self, coord: &Coord) -> Result<(Layout, Leaf)> {
        let sliced = self.slice(coord)?;
        let start = coord.zero_unders();
        ensure(in_bounds(&start, &self.shape), "slice", || {
            format!("coordinate {coord} is outside shape {:#}", self.shape)
        })?;
        Ok((sliced, crd2idx("slice", &start, &self.shape, &self.stride)?))
    }

    /// CuTe's `dice(coord, layout)`: keep the modes where `coord` has an integer.
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// let l: Layout = "(4,(2,4)):(2,(1,8))".parse().unwrap();
    /// assert_eq!(l.dice(&"(0,(_,_))".parse().unwrap()).unwrap().to_string(), "(_4):(_2)");
    /// ```
    pub fn dice(&self, coord: &Coord) -> Result<Layout> {
        Ok(Layout::raw(
            dice(coord, &self.shape)?,
            dice(coord, &self.stride)?,
        ))
    }

    /// CuTe's `append<N>(layout)`: pad to rank `n` with `_1:_0` modes.
    pub(crate) fn append_to_rank(&self, n: usize) -> Layout {
        fn pad(t: &IntTuple, n: usize, x: Leaf) -> IntTuple {
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
        Layout::raw(pad(&self.shape, n, S1), pad(&self.stride, n, S0))
    }

    /// The rank-2 table that CuTe's `print_layout` writes (at most [`MAX_TABLE_CELLS`] cells).
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,3):(3,1)".parse().unwrap();
    /// let t = l.print_layout().unwrap();
    /// assert_eq!(t.lines().nth(3), Some(" 0  | 0 | 1 | 2 |"));
    /// ```
    pub fn print_layout(&self) -> Result<String> {
        const OP: &str = "print_layout";
        self.check(OP)?;
        ensure(self.rank() == 2, OP, || {
            format!("{self} has rank {}, print_layout needs rank 2", self.rank())
        })?;
        let (rows, cols) = (self.mode(0)?.size(), self.mode(1)?.size());
        ensure(
            rows.checked_mul(cols).is_some_and(|c| c <= MAX_TABLE_CELLS),
            OP,
            || {
                format!("{self} has {rows} x {cols} cells, more than the {MAX_TABLE_CELLS} a table shows")
            },
        )?;
        let mut cells = Vec::with_capacity((rows * cols) as usize);
        for i in 0..rows {
            for j in 0..cols {
                cells.push(self.call2(i, j)?);
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
/// of the result when `s * d` is statically the front stride (and the front extent is static),
/// skipping static size-1 modes.
fn bw_coalesce(shapes: &[Leaf], strides: &[Leaf], last: (Leaf, Leaf)) -> Layout {
    // The front of `new` is index 0; a single entry stands for an integral (non-tuple) result.
    let mut new: Vec<(Leaf, Leaf)> = vec![last];
    for i in (0..shapes.len()).rev() {
        let (s, d) = (shapes[i], strides[i]);
        if s.is_constant(1) {
            continue;
        } else if new.len() == 1 && new[0].0.is_constant(1) {
            new[0] = (s, d);
        } else if let (true, Ok(true), Ok(merged)) = (
            new[0].0.is_static,
            s.mul("coalesce", d).map(|x| x.static_eq(new[0].1)),
            s.mul("coalesce", new[0].0),
        ) {
            new[0] = (merged, d);
        } else {
            new.insert(0, (s, d));
        }
    }
    if new.len() == 1 {
        let (s, d) = new[0];
        if s.is_constant(1) {
            Layout::raw(Int(S1), Int(S0))
        } else {
            Layout::raw(Int(s), Int(d))
        }
    } else {
        let (s, d): (Vec<_>, Vec<_>) = new.into_iter().map(|(s, d)| (Int(s), Int(d))).unzip();
        Layout::raw(Tuple(s), Tuple(d))
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
fn in_bounds(coord: &IntTuple, shape: &IntTuple) -> bool {
    match (coord, shape) {
        (Int(c), s) => c.value >= 0 && s.product().map_or(true, |p| c.value < p.value),
        (Tuple(c), Tuple(s)) => c.len() == s.len() && c.iter().zip(s).all(|(x, y)| in_bounds(x, y)),
        (Tuple(_), Int(_)) => false,
    }
}

/// CuTe's `crd2idx(coord, shape, stride)`, unbounded: an integer at a tuple mode is split with
/// C++'s truncating `%` and `/`, the last mode taking what is left. The offset is static where
/// CuTe's is.
fn crd2idx(
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

/// CuTe's `slice(coord, t)`.
fn slice(coord: &Coord, t: &IntTuple) -> Result<IntTuple> {
    match coord {
        Coord::Tuple(c) => Ok(Tuple(lift(c, t, "slice", true)?)),
        Coord::Under => Ok(t.clone()),
        Coord::Int(_) => Ok(Tuple(vec![])),
    }
}

/// CuTe's `dice(coord, t)`.
fn dice(coord: &Coord, t: &IntTuple) -> Result<IntTuple> {
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
    /// CuTe's print, `Shape:Stride`, each leaf `_N` (static) or `N` (dynamic); `{:#}` drops the `_`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.shape, f)?;
        f.write_str(":")?;
        fmt::Display::fmt(&self.stride, f)
    }
}
