//! CuTe's `ComposedLayout<A, Offset, B>` as a run-time value: [`ComposedLayout`], the function
//! `c -> A(offset + B(c))` that CuTe prints `A o offset o B`, most often a swizzle after a
//! layout (`Sw<3,3,3> o _0 o (_8,_64):(_64,_1)`); [`MaybeComposed`], what an operation that
//! may decay to a plain layout answers. Its algebra is in [`algebra::swizzled`](crate::algebra).

use std::fmt;

use crate::error::{ensure, Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int};
use crate::layout::Layout;
use crate::leaf::Leaf;
use crate::swizzle::Swizzle;

/// One side of a [`ComposedLayout`]: a swizzle or a layout.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ComposedPart {
    /// A swizzle, `Sw<B,M,S>`.
    Swizzle(Swizzle),
    /// A layout, `Shape:Stride`.
    Layout(Layout),
    /// A composed layout: CuTe nests one when a swizzled layout is multiplied by a swizzled
    /// layout (`Sw o K o (Sw' o _0 o product)`).
    Composed(Box<ComposedLayout>),
}

impl fmt::Display for ComposedPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComposedPart::Swizzle(s) => fmt::Display::fmt(s, f),
            ComposedPart::Layout(l) => fmt::Display::fmt(l, f),
            ComposedPart::Composed(c) => fmt::Display::fmt(c, f),
        }
    }
}

/// CuTe's `ComposedLayout<A, Offset, B>`: `c -> A(offset + B(c))`, printed `A o offset o B`.
///
/// The usual one is a swizzle `A` after a layout `B` (CuTe's swizzled shared-memory layouts):
/// its shape, size, rank and depth are `B`'s, and the algebra (divides, products, slices,
/// casts...) works on `B` and keeps the swizzle, as CuTe does. The inverses of a composed layout
/// with a non-zero offset are CuTe's `L o -offset o Sw` (a layout after a swizzle), which can be
/// printed and evaluated but takes no further operation.
///
/// ```
/// use cute_layout_dynamic::{ComposedLayout, IntTuple};
/// let c: ComposedLayout = "Sw<3,3,3> o 0 o (8,64):(64,1)".parse().unwrap();
/// assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)");
/// assert_eq!(c.crd2idx(&"(1,0)".parse::<IntTuple>().unwrap()).unwrap(), 72);
/// assert_eq!((c.size(), c.cosize(), c.rank(), c.depth()), (512, 512, 2, 1));
/// // Without an offset, and CuTe's print read back:
/// let d: ComposedLayout = "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)".parse().unwrap();
/// assert_eq!(c, d);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ComposedLayout {
    outer: ComposedPart,
    offset: Leaf,
    /// CuTe's offset is an unsigned `C<0u>` after `upcast`/`downcast`: a composition with it and
    /// a `Sw<0,..>` stays composed (only a signed `Int<0>` makes it the plain layout).
    unsigned_offset: bool,
    /// CuTe's `MixedBits` offset of a slice at a run-time coordinate: the mask `F` of the
    /// offset's run-time bits (the others are static). Printed `M_S|(d&F)=v`.
    mixed_flags: Option<i64>,
    inner: ComposedPart,
}

/// What an operation on a composed layout answers: a composed layout, or the plain layout it
/// decays to (a `Sw<0,M,S>` with offset 0, or a slice that misses the swizzle's bits).
///
/// ```
/// use cute_layout_dynamic::{eval, Value};
/// let v = eval("slice((3,_), Sw<3,3,3> o 0 o (8,64):(64,1))").unwrap();
/// assert!(matches!(v, Value::Layout(_)));
/// assert_eq!(v.to_string(), "((_8,_4,_2)):((_1,_-8,_32))");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MaybeComposed {
    /// A plain layout.
    Plain(Layout),
    /// A composed layout.
    Composed(ComposedLayout),
}

impl fmt::Display for MaybeComposed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MaybeComposed::Plain(l) => fmt::Display::fmt(l, f),
            MaybeComposed::Composed(c) => fmt::Display::fmt(c, f),
        }
    }
}

impl From<MaybeComposed> for crate::Value {
    fn from(m: MaybeComposed) -> Self {
        match m {
            MaybeComposed::Plain(l) => crate::Value::Layout(l),
            MaybeComposed::Composed(c) => crate::Value::Composed(c),
        }
    }
}

impl ComposedLayout {
    /// CuTe's `make_composed_layout(swizzle, offset, layout)`: always composed, even for a
    /// swizzle without bits.
    ///
    /// ```
    /// use cute_layout_dynamic::{ComposedLayout, Leaf};
    /// let c = ComposedLayout::new("Sw<0,4,3>".parse().unwrap(), Leaf::new_static(0), "8:1".parse().unwrap());
    /// assert_eq!(c.to_string(), "Sw<0,4,3> o _0 o _8:_1");
    /// ```
    pub fn new(swizzle: Swizzle, offset: Leaf, layout: Layout) -> ComposedLayout {
        ComposedLayout {
            outer: ComposedPart::Swizzle(swizzle),
            offset,
            unsigned_offset: false,
            mixed_flags: None,
            inner: ComposedPart::Layout(layout),
        }
    }

    /// A composed layout of any two parts, as CuTe's three-argument `composition(A, O, B)`
    /// makes one (nothing is simplified).
    ///
    /// ```
    /// use cute_layout_dynamic::{ComposedLayout, ComposedPart, Leaf};
    /// let c = ComposedLayout::from_parts(ComposedPart::Layout("8:1".parse().unwrap()),
    ///     Leaf::new_static(-8), ComposedPart::Swizzle("Sw<1,2,3>".parse().unwrap()));
    /// assert_eq!(c.to_string(), "_8:_1 o _-8 o Sw<1,2,3>");
    /// ```
    pub fn from_parts(outer: ComposedPart, offset: Leaf, inner: ComposedPart) -> ComposedLayout {
        ComposedLayout {
            outer,
            offset,
            unsigned_offset: false,
            mixed_flags: None,
            inner,
        }
    }

    /// CuTe's `composition(swizzle, offset, layout)`: the plain `layout` when the swizzle has no
    /// bits and the offset is a static (signed) 0, the composed layout otherwise.
    ///
    /// ```
    /// use cute_layout_dynamic::{ComposedLayout, Leaf};
    /// let l: cute_layout_dynamic::Layout = "(8,8):(8,1)".parse().unwrap();
    /// let z = Leaf::new_static(0);
    /// assert_eq!(ComposedLayout::compose("Sw<0,3,3>".parse().unwrap(), z, l.clone()).to_string(), "(_8,_8):(_8,_1)");
    /// assert_eq!(ComposedLayout::compose("Sw<1,3,3>".parse().unwrap(), z, l).to_string(), "Sw<1,3,3> o _0 o (_8,_8):(_8,_1)");
    /// ```
    pub fn compose(swizzle: Swizzle, offset: Leaf, layout: Layout) -> MaybeComposed {
        Self::compose_typed(swizzle, offset, false, layout)
    }

    pub(crate) fn compose_typed(
        swizzle: Swizzle,
        offset: Leaf,
        unsigned_offset: bool,
        layout: Layout,
    ) -> MaybeComposed {
        if swizzle.is_identity() && offset.is_constant(0) && !unsigned_offset {
            MaybeComposed::Plain(layout)
        } else {
            MaybeComposed::Composed(ComposedLayout {
                unsigned_offset,
                ..ComposedLayout::new(swizzle, offset, layout)
            })
        }
    }

    /// The same swizzle and offset over another inner layout, as CuTe's
    /// `composition(layout_a(), offset(), f(layout_b()))` (the plain layout for a `Sw<0,..>`
    /// and a signed offset 0).
    pub(crate) fn with_layout(&self, op: &'static str, layout: Layout) -> Result<MaybeComposed> {
        let (sw, _) = self.swizzled(op)?;
        Ok(
            match Self::compose_typed(sw, self.offset, self.unsigned_offset, layout) {
                MaybeComposed::Composed(c) => MaybeComposed::Composed(ComposedLayout {
                    mixed_flags: self.mixed_flags,
                    ..c
                }),
                plain => plain,
            },
        )
    }

    /// The same composed layout whose offset is CuTe's `MixedBits` with the run-time bits
    /// `flags` (a slice at a run-time coordinate that keeps the swizzle).
    pub(crate) fn with_mixed_flags(self, flags: i64) -> ComposedLayout {
        ComposedLayout {
            mixed_flags: Some(flags),
            ..self
        }
    }

    /// The outer function `A`.
    pub fn outer(&self) -> &ComposedPart {
        &self.outer
    }

    /// The inner function `B`.
    pub fn inner(&self) -> &ComposedPart {
        &self.inner
    }

    /// The offset added between the two.
    pub fn offset(&self) -> Leaf {
        self.offset
    }

    /// The swizzle of a swizzle-after-layout composed layout.
    ///
    /// ```
    /// let c: cute_layout_dynamic::ComposedLayout = "Sw<2,3,3> o 8:1".parse().unwrap();
    /// assert_eq!(c.swizzle().unwrap().to_string(), "Sw<2,3,3>");
    /// ```
    pub fn swizzle(&self) -> Option<Swizzle> {
        match (&self.outer, &self.inner) {
            (ComposedPart::Swizzle(s), ComposedPart::Layout(_)) => Some(*s),
            _ => None,
        }
    }

    /// The inner layout of a swizzle-after-layout composed layout (it defines the domain).
    pub fn layout(&self) -> Option<&Layout> {
        match (&self.outer, &self.inner) {
            (ComposedPart::Swizzle(_), ComposedPart::Layout(l)) => Some(l),
            (ComposedPart::Swizzle(_), ComposedPart::Composed(c)) => c.layout(),
            _ => None,
        }
    }

    /// This composed layout with `inner` in place of its inner part (the outer part and the
    /// offset kept as they are).
    pub fn with_inner(&self, inner: ComposedPart) -> ComposedLayout {
        ComposedLayout {
            inner,
            ..self.clone()
        }
    }

    /// The swizzle and the inner layout, or `op`'s error for a layout after a swizzle.
    pub(crate) fn swizzled(&self, op: &'static str) -> Result<(Swizzle, &Layout)> {
        match (&self.outer, &self.inner) {
            (ComposedPart::Swizzle(s), ComposedPart::Layout(l)) => Ok((*s, l)),
            _ => Err(Error::new(
                op,
                format!(
                    "{self} is a layout after a swizzle: CuTe defines {op} on a swizzle after a \
                     layout (Sw o offset o layout) only"
                ),
            )),
        }
    }

    /// The inner layout, or `op`'s error.
    pub(crate) fn inner_layout(&self, op: &'static str) -> Result<&Layout> {
        Ok(self.swizzled(op)?.1)
    }

    /// CuTe's `size`: the inner layout's.
    pub fn size(&self) -> i64 {
        self.size_leaf().value
    }

    /// [`size`](Self::size) as a static or dynamic [`Leaf`] (0 for a layout after a swizzle,
    /// whose domain is not a layout's).
    pub fn size_leaf(&self) -> Leaf {
        self.layout().map_or(Leaf::new_static(0), Layout::size_leaf)
    }

    /// CuTe's `cosize`: the inner layout's.
    pub fn cosize(&self) -> i64 {
        self.cosize_leaf().value
    }

    /// [`cosize`](Self::cosize) as a [`Leaf`].
    pub fn cosize_leaf(&self) -> Leaf {
        self.layout()
            .map_or(Leaf::new_static(0), Layout::cosize_leaf)
    }

    /// CuTe's `rank`: the inner layout's (1 for a layout after a swizzle, whose domain is the
    /// integers; CuTe defines none).
    pub fn rank(&self) -> usize {
        self.layout().map_or(1, Layout::rank)
    }

    /// CuTe's `depth`: the inner layout's (0 for a layout after a swizzle).
    pub fn depth(&self) -> usize {
        self.layout().map_or(0, Layout::depth)
    }

    /// CuTe's `shape`: the inner layout's.
    pub fn shape(&self) -> Result<&IntTuple> {
        Ok(self.inner_layout("shape")?.shape())
    }

    /// `A(offset + B(coord))`, CuTe's `layout(coord)` (the coordinate unbounded, as CuTe
    /// evaluates it). For a layout after a swizzle the coordinate is an integer.
    ///
    /// ```
    /// let c: cute_layout_dynamic::ComposedLayout = "Sw<3,3,3> o 8 o (8,64):(64,1)".parse().unwrap();
    /// assert_eq!(c.crd2idx(&"(3,5)".parse().unwrap()).unwrap(), 213);
    /// ```
    pub fn crd2idx(&self, coord: &IntTuple) -> Result<i64> {
        const OP: &str = "crd2idx";
        let b = match &self.inner {
            ComposedPart::Layout(l) => l.crd2idx_unbounded(coord)?.value,
            ComposedPart::Composed(c) => c.crd2idx(coord)?,
            ComposedPart::Swizzle(s) => match coord {
                Int(c) => s.apply(c.value),
                _ => {
                    return Err(Error::new(
                        OP,
                        format!("{self} takes an integer, not the coordinate {coord:#}"),
                    ))
                }
            },
        };
        let x = self.offset.value.checked_add(b).ok_or_else(|| {
            Error::new(
                OP,
                format!(
                    "overflow: {} + {b} does not fit in a 64-bit integer",
                    self.offset
                ),
            )
        })?;
        match &self.outer {
            ComposedPart::Swizzle(s) => Ok(s.apply(x)),
            ComposedPart::Layout(l) => l.call_unbounded(OP, x),
            ComposedPart::Composed(c) => c.crd2idx(&Int(Leaf::new_dynamic(x))),
        }
    }

    /// The offsets of the `rows x cols` cells of a rank-2 composed layout, row by row.
    fn rank2(&self, op: &'static str) -> Result<(i64, i64, Vec<i64>)> {
        let l = self.inner_layout(op)?;
        let (rows, cols) = crate::latex::rank2_extents(op, l)?;
        let mut cells = Vec::with_capacity((rows * cols) as usize);
        for i in 0..rows {
            for j in 0..cols {
                let c = IntTuple::tuple([Int(Leaf::new_dynamic(i)), Int(Leaf::new_dynamic(j))]);
                cells.push(self.crd2idx(&c)?);
            }
        }
        Ok((rows, cols, cells))
    }

    /// CuTe's `print_layout` of a rank-2 composed layout: the table of its offsets.
    ///
    /// ```
    /// let c: cute_layout_dynamic::ComposedLayout = "Sw<1,0,1> o 0 o (2,2):(2,1)".parse().unwrap();
    /// assert_eq!(c.print_layout().unwrap().lines().nth(3), Some(" 0  | 0 | 1 |"));
    /// assert_eq!(c.print_layout().unwrap().lines().nth(5), Some(" 1  | 3 | 2 |"));
    /// ```
    pub fn print_layout(&self) -> Result<String> {
        const OP: &str = "print_layout";
        let (rows, cols, cells) = self.rank2(OP)?;
        ensure(rows * cols <= crate::print::MAX_TABLE_CELLS, OP, || {
            format!("{self} has {rows} x {cols} cells, more than a table shows")
        })?;
        Ok(crate::print::table(
            &self.to_string(),
            rows as usize,
            cols as usize,
            &cells,
            self.cosize(),
        ))
    }

    /// CuTe's `print_latex` of a rank-2 composed layout.
    ///
    /// ```
    /// let c: cute_layout_dynamic::ComposedLayout = "Sw<1,0,1> o 0 o (2,2):(2,1)".parse().unwrap();
    /// assert!(c.to_latex().unwrap().starts_with("% Layout: Sw<1,0,1> o _0 o (_2,_2):(_2,_1)"));
    /// ```
    pub fn to_latex(&self) -> Result<String> {
        let (rows, cols, cells) = self.rank2("to_latex")?;
        Ok(crate::latex::offsets_latex(
            &self.to_string(),
            rows,
            cols,
            &cells,
        ))
    }

    /// The SVG grid of a rank-2 composed layout (see [`svg::to_svg`](crate::svg::to_svg)).
    ///
    /// ```
    /// let c: cute_layout_dynamic::ComposedLayout = "Sw<1,0,1> o 0 o (2,2):(2,1)".parse().unwrap();
    /// assert_eq!(c.to_svg().unwrap().matches("class=\"cell\"").count(), 4);
    /// ```
    pub fn to_svg(&self) -> Result<String> {
        let (rows, cols, cells) = self.rank2("to_svg")?;
        Ok(crate::svg::offsets_svg(
            &self.to_string(),
            self.size(),
            self.cosize(),
            rows,
            cols,
            &cells,
        ))
    }
}

impl fmt::Display for ComposedLayout {
    /// As CuTe prints it: `Sw<3,3,3> o _0 o (_8,_64):(_64,_1)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mixed_flags {
            Some(flags) => {
                let v = self.offset.value;
                write!(
                    f,
                    "{} o M_{}|({}&{})={} o {}",
                    self.outer,
                    v & !flags,
                    v & flags,
                    flags,
                    v,
                    self.inner
                )
            }
            None => write!(f, "{} o {} o {}", self.outer, self.offset, self.inner),
        }
    }
}

impl std::str::FromStr for ComposedLayout {
    type Err = crate::error::ParseError;
    /// `Sw<B,M,S> o K o Shape:Stride` or `Sw<B,M,S> o Shape:Stride` (offset 0), every integer
    /// static; a `Sw<0,..>` without an offset is refused (CuTe's composition makes it the plain
    /// layout).
    fn from_str(s: &str) -> std::result::Result<Self, crate::error::ParseError> {
        match crate::parse_value(s)? {
            crate::Value::Composed(c) => Ok(c),
            v => Err(crate::error::ParseError {
                at: 0,
                message: format!("expected a composed layout `Sw<B,M,S> o K o L`, found {v:#}"),
            }),
        }
    }
}
