//! The [`Layout`] type: a shape and a congruent stride, how one is made (and checked), its basic
//! queries (size, cosize, rank, depth, modes) and its `Shape:Stride` print.
//!
//! What a layout does lives elsewhere: coordinates and offsets ([`Coord`], [`idx2crd`],
//! [`Layout::crd2idx`], [`Layout::call`]) in the crate's `coord` module, re-exported here;
//! coalesce, slicing and the rest of the algebra in [`algebra`](crate::algebra); CuTe's
//! `print_layout` table in [`print`](crate::print).

use std::fmt;

use crate::error::{ensure, Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Tuple};
use crate::leaf::{Leaf, S0, S1};

pub use crate::coord::{crd2crd, crd2idx_shape, crd2idx_strided, idx2crd, Coord};
pub use crate::print::MAX_TABLE_CELLS;

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

    /// [`build`](Self::build) that also takes extents of 0, which only the divides produce:
    /// CuTe's complement of a non-injective tiler with run-time leaves has an extent 0, which
    /// CuTe does not check, and its divide prints a layout with it. The other extents are
    /// still positive.
    pub(crate) fn build_with_empty(
        op: &'static str,
        shape: IntTuple,
        stride: IntTuple,
    ) -> Result<Layout> {
        if !shape.leaves().contains(&0) {
            return Layout::build(op, shape, stride);
        }
        ensure(shape.congruent(&stride), op, || {
            format!("shape {shape} and stride {stride} are not congruent")
        })?;
        ensure(shape.leaves().iter().all(|&s| s >= 0), op, || {
            format!("the shape {shape} has an extent that is negative")
        })?;
        // Congruence and the strides' range, as `complement` checks its own such result.
        Layout::build(op, shape.repeat_like(crate::leaf::S1), stride.clone())?;
        Ok(Layout { shape, stride })
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
}

impl fmt::Display for Layout {
    /// CuTe's print, `Shape:Stride`, each leaf `_N` (static) or `N` (dynamic); `{:#}` drops the `_`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.shape, f)?;
        f.write_str(":")?;
        fmt::Display::fmt(&self.stride, f)
    }
}
