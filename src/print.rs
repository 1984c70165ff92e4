//! CuTe's printed forms beyond a layout's `Display`: the `print_layout` table (and, built on
//! the same run-time form, SVG and LaTeX), and the print of a tile of layouts
//! ([`print_tile`]).

use crate::layout::{AnyLayout, Layout};

/// CuTe's `print_layout(layout)` text for a rank-2 layout value (static, with run-time leaves,
/// or swizzled): the layout, then the table of offsets of every `(row, column)` coordinate.
///
/// ```
/// use cute_layout::prelude::*;
/// let t = print_layout(<layout!((2,3):(3,1))>::new());
/// assert_eq!(t.lines().next(), Some("(_2,_3):(_3,_1)"));
/// assert_eq!(t.lines().nth(3), Some(" 0  | 0 | 1 | 2 |"));
/// let m = std::hint::black_box(2usize);
/// let t = print_layout(make_layout!((m, _3):(_3, _1)));
/// assert_eq!(t.lines().next(), Some("(2,_3):(_3,_1)"));
/// assert_eq!(t.lines().nth(5), Some(" 1  | 3 | 4 | 5 |"));
/// ```
#[must_use = "print_layout returns the table as a String: print it with `print!(\"{}\", ...)`"]
pub fn print_layout<L: Rank2>(layout: L) -> String {
    layout.table()
}

/// CuTe's `print_latex(layout)` text for a layout value of rank 1 or 2: see
/// [`Pictures::to_latex`].
///
/// ```
/// use cute_layout::prelude::*;
/// let tex = print_latex(<layout!(8:2)>::new());
/// assert_eq!(tex.lines().next(), Some("% Layout: (_8,_1):(_2,_0)")); // CuTe's print_latex
/// ```
#[must_use = "print_latex returns the TikZ text as a String: print it with `print!(\"{}\", ...)`"]
pub fn print_latex<L: ToLatex>(layout: L) -> String {
    layout.latex()
}

/// The pictures of a layout value, as methods (in the prelude): CuTe's `print_layout` table,
/// its `print_latex` and `print_latex_tv` TikZ, and SVG. Every layout has the methods; each
/// method's bound ([`Rank2`], or [`ToLatex`] for `to_latex`) is checked at the call, so a
/// layout of the wrong rank gets an error that names the picture and the rule.
///
/// ```
/// use cute_layout::prelude::*;
/// let l = <layout!((2,3):(3,1))>::new();
/// assert_eq!(l.print_layout().lines().nth(5), Some(" 1  | 3 | 4 | 5 |"));
/// assert!(l.to_latex().contains("\\node[fill=black!50] at (1,2) {5};"));
/// // A run-time extent that is not positive: the text names the picture and the rule.
/// let z = std::hint::black_box(0usize);
/// let bad = make_layout!((z, _2):(_1, z));
/// assert!(bad.to_latex().starts_with("print_latex: (0,_2):(_1,0): "));
/// assert!(bad.print_layout().starts_with("print_layout: (0,_2):(_1,0): "));
/// ```
///
/// ```compile_fail
/// use cute_layout::prelude::*;
/// // error[E0277]: print_latex: Layout<(Num<2>, Num<2>, Num<2>), ...> is not a layout of rank 1 or 2
/// let _ = <layout!((2,2,2):(1,2,4))>::new().to_latex();
/// ```
pub trait Pictures: crate::LayoutLike {
    /// CuTe's `print_layout(L)` text (also the free function [`print_layout`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let t = <layout!((2,3):(3,1))>::new().print_layout();
    /// assert_eq!(t.lines().nth(5), Some(" 1  | 3 | 4 | 5 |"));
    /// ```
    #[must_use = "print_layout returns the table as a String: print it with `print!(\"{}\", ...)`"]
    fn print_layout(&self) -> String
    where
        Self: Rank2,
    {
        self.table()
    }

    /// An SVG picture: the grid of offsets, row `m` and column `n` as in [`print_layout`],
    /// cells coloured by offset, the layout in CuTe notation as the heading.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let svg = <layout!((2,3):(3,1))>::new().to_svg();
    /// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    /// assert!(svg.contains(">(_2,_3):(_3,_1)</text>"));
    /// assert_eq!(svg.matches("class=\"cell\"").count(), 6);
    /// assert!(svg.contains(">5</text>")); // the offset of cell (1,2)
    /// ```
    fn to_svg(&self) -> String
    where
        Self: Rank2,
    {
        self.svg()
    }

    /// This layout as a thread-value layout `(thread, value) -> index` on an `m x n` tile (the
    /// index is column-major in the tile), as an SVG picture: each cell shows the thread `T`
    /// and value `V` that own it, coloured by thread. Fails unless the layout maps into the
    /// tile (and for swizzled layouts, which are not thread-value layouts).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// // 32 threads, 4 consecutive values each, on an 8 x 16 tile.
    /// let tv = <layout!((32,4):(4,1))>::new();
    /// let svg = tv.to_svg_tv(8, 16).unwrap();
    /// assert_eq!(svg.matches("class=\"cell\"").count(), 128);
    /// assert!(svg.contains(">T31</text>") && svg.contains(">V3</text>"));
    /// assert!(tv.to_svg_tv(8, 8).is_err());
    /// ```
    fn to_svg_tv(&self, m: usize, n: usize) -> Result<String, cute_layout_dynamic::Error>
    where
        Self: Rank2,
    {
        self.svg_tv(m, n)
    }

    /// CuTe's `print_latex_tv(TV, tile)` text for this thread-value layout on an `m x n` tile
    /// (see [`Pictures::to_svg_tv`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let tex = <layout!((4,2):(2,1))>::new().to_latex_tv(1, 8).unwrap();
    /// assert_eq!(tex.lines().next(), Some("% Layout TV: (_4,_2):(_2@1,_1@1)"));
    /// assert!(tex.contains("at (0,3) {\\shortstack{T1 \\\\ V1}};"));
    /// ```
    fn to_latex_tv(&self, m: usize, n: usize) -> Result<String, cute_layout_dynamic::Error>
    where
        Self: Rank2,
    {
        self.latex_tv(m, n)
    }

    /// CuTe's `print_latex(L)` text (also the free function [`print_latex`]): a standalone
    /// TikZ document with one node per cell holding its offset, shaded by it; for a layout of
    /// rank 2, or of rank 1, which CuTe pads with a `_1:_0` mode (one column).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let tex = <layout!((2,3):(3,1))>::new().to_latex();
    /// assert_eq!(tex.lines().next(), Some("% Layout: (_2,_3):(_3,_1)"));
    /// assert!(tex.contains("\\node[fill=black!50] at (1,2) {5};"));
    /// let tex = <layout!(8:2)>::new().to_latex();
    /// assert_eq!(tex.lines().next(), Some("% Layout: (_8,_1):(_2,_0)")); // CuTe's print_latex
    /// ```
    fn to_latex(&self) -> String
    where
        Self: ToLatex,
    {
        self.latex()
    }
}

impl<T: crate::LayoutLike> Pictures for T {}

/// A layout of rank 2 (a matrix of offsets): the bound of its pictures in [`Pictures`] and
/// [`print_layout`]. Sealed: implemented for every [`Layout`] whose shape has two modes,
/// static or with run-time leaves, and for the swizzled layouts of [`swizzle`](crate::swizzle)
/// whose inner layout has two modes.
///
/// ```
/// use cute_layout::prelude::*;
/// fn table<L: Rank2>(l: L) -> String { l.print_layout() }
/// assert!(table(<layout!((2,2):(1,2))>::new()).starts_with("(_2,_2):(_1,_2)"));
/// let n = std::hint::black_box(3usize);
/// assert!(table(make_layout!((_2, n):(n, _1))).starts_with("(_2,3):(3,_1)"));
/// ```
#[diagnostic::on_unimplemented(
    message = "print_layout: `{Self}` is not a rank-2 layout",
    label = "print_layout needs rank 2",
    note = "print_layout shows mode 0 as rows and mode 1 as columns; make a rank-2 layout first, e.g. `MakeLayout<(ModeOf<L, U0>, ModeOf<L, U1>)>` for two of its modes"
)]
pub trait Rank2: crate::LayoutLike {
    /// [`Pictures::print_layout`]'s text.
    #[doc(hidden)]
    fn table(&self) -> String;
    /// [`Pictures::to_svg`]'s text.
    #[doc(hidden)]
    fn svg(&self) -> String;
    /// [`Pictures::to_svg_tv`]'s text.
    #[doc(hidden)]
    fn svg_tv(&self, m: usize, n: usize) -> Result<String, cute_layout_dynamic::Error>;
    /// [`Pictures::to_latex_tv`]'s text.
    #[doc(hidden)]
    fn latex_tv(&self, m: usize, n: usize) -> Result<String, cute_layout_dynamic::Error>;
}

/// The run-time form of a layout value, or the text of the error that stops it (a run-time
/// extent that is not a positive integer): what the pictures of an invalid layout show.
fn dynamic_of<L: AnyLayout>(op: &str, l: &L) -> Result<cute_layout_dynamic::Layout, String> {
    l.as_dynamic().map_err(|e| format!("{op}: {l}: {e}\n"))
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: crate::list::Internal, D> Rank2 for Layout<S, D>
where
    Layout<S, D>: AnyLayout,
    crate::list::Repr<S>: PictureModes<Layout<S, D>, PrintLayout>,
{
    fn table(&self) -> String {
        dynamic_of("print_layout", self)
            .and_then(|d| d.print_layout().map_err(|e| e.to_string()))
            .unwrap_or_else(|e| e)
    }
    fn svg(&self) -> String {
        dynamic_of("to_svg", self)
            .and_then(|d| cute_layout_dynamic::svg::to_svg(&d).map_err(|e| e.to_string()))
            .unwrap_or_else(|e| e)
    }
    fn svg_tv(&self, m: usize, n: usize) -> Result<String, cute_layout_dynamic::Error> {
        let (m, n) = tile_extents("to_svg_tv", m, n)?;
        cute_layout_dynamic::svg::to_svg_tv(&self.as_dynamic()?, m, n)
    }
    fn latex_tv(&self, m: usize, n: usize) -> Result<String, cute_layout_dynamic::Error> {
        let (m, n) = tile_extents("to_latex_tv", m, n)?;
        cute_layout_dynamic::latex::to_latex_tv(&self.as_dynamic()?, m, n)
    }
}

/// A layout [`Pictures::to_latex`] and [`print_latex`] draw: of rank 2, or of rank 1 (one
/// column). Sealed: implemented for [`Layout`]s and for swizzled layouts of those ranks.
///
/// ```
/// use cute_layout::prelude::*;
/// fn tex<L: ToLatex>(l: L) -> String { l.to_latex() }
/// assert!(tex(<layout!(8:2)>::new()).starts_with("% Layout: (_8,_1):(_2,_0)"));
/// ```
#[diagnostic::on_unimplemented(
    message = "print_latex: `{Self}` is not a layout of rank 1 or 2",
    label = "print_latex draws rank-2 layouts, and a rank-1 layout as one column",
    note = "group the modes into two first, e.g. `MakeLayout<(ModeOf<L, U0>, ModeOf<L, U1>)>`"
)]
pub trait ToLatex: crate::LayoutLike {
    /// [`Pictures::to_latex`]'s text.
    #[doc(hidden)]
    fn latex(&self) -> String;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: crate::list::Internal, D> ToLatex for Layout<S, D>
where
    Layout<S, D>: AnyLayout,
    crate::list::Repr<S>: PictureModes<Layout<S, D>, PrintLatex>,
{
    fn latex(&self) -> String {
        dynamic_of("print_latex", self)
            .and_then(|d| cute_layout_dynamic::latex::to_latex(&d).map_err(|e| e.to_string()))
            .unwrap_or_else(|e| e)
    }
}

/// The shape of a layout `L` that a picture `P` can draw: two modes for every picture, one mode
/// where `P` pads it to a column (`print_latex`), and `P`'s rank error otherwise.
pub trait PictureModes<L, P> {}
impl<A, B, L, P> PictureModes<L, P> for crate::list::C<A, crate::list::C<B, crate::list::E>> {}
impl<A, L, P: RankOne<L>> PictureModes<L, P> for crate::list::C<A, crate::list::E> {}
impl<L, P: RankError<L>> PictureModes<L, P> for crate::list::E {}
impl<A, B, X, Y, L, P: RankError<L>> PictureModes<L, P>
    for crate::list::C<A, crate::list::C<B, crate::list::C<X, Y>>>
{
}
crate::arity::for_leaves!([__L, __P: RankOne<__L>] PictureModes<__L, __P> {});

/// The pictures, as the operation a rank error names.
pub struct PrintLayout;
/// See [`PrintLayout`].
pub struct PrintLatex;

/// Whether picture `Self` draws a layout `L` of rank 1.
pub trait RankOne<L> {}
impl<L: crate::list::Internal> RankOne<L> for PrintLayout where typenum::B0: IsRank2<L::Repr> {}
impl<L> RankOne<L> for PrintLatex {}

/// Picture `Self`'s error for a layout `L` of a rank it does not draw.
pub trait RankError<L> {}
impl<L: crate::list::Internal> RankError<L> for PrintLayout where typenum::B0: IsRank2<L::Repr> {}
impl<L: crate::list::Internal> RankError<L> for PrintLatex where typenum::B0: IsRank1Or2<L::Repr> {}

crate::decimal::decimal_check! {
    /// A layout of rank 2 (a matrix of offsets).
    #[diagnostic::on_unimplemented(
        message = "print_layout: {L} is not a rank-2 layout",
        label = "print_layout needs rank 2",
        note = "print_layout shows mode 0 as rows and mode 1 as columns; make a rank-2 layout first, e.g. `MakeLayout<(ModeOf<L, U0>, ModeOf<L, U1>)>` for two of its modes",
        note = "Num<N> is the number N"
    )]
    IsRank2 / IsRank2Fails<L>;
    /// A layout of rank 1 or 2.
    #[diagnostic::on_unimplemented(
        message = "print_latex: {L} is not a layout of rank 1 or 2",
        label = "print_latex draws rank-2 layouts, and a rank-1 layout as one column",
        note = "group the modes into two first, e.g. `MakeLayout<(ModeOf<L, U0>, ModeOf<L, U1>)>`",
        note = "Num<N> is the number N"
    )]
    IsRank1Or2 / IsRank1Or2Fails<L>
}

pub(crate) fn tile_extents(
    op: &'static str,
    m: usize,
    n: usize,
) -> Result<(i64, i64), cute_layout_dynamic::Error> {
    match (i64::try_from(m), i64::try_from(n)) {
        (Ok(m), Ok(n)) => Ok((m, n)),
        _ => Err(cute_layout_dynamic::Error::new(
            op,
            format!("the tile {m} x {n} is too large"),
        )),
    }
}

/// CuTe's `print` of a tiler (`make_tile(...)`, `Tile<...>`): its layouts, extents and `_` in
/// one tuple, `(_4:_2,6:2)`. A tiler is a plain tuple here, which has no `Display`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::print_tile;
/// let n = std::hint::black_box(6);
/// assert_eq!(print_tile(&make_tile!(_4:_2, n:2)), "(_4:_2,6:2)");
/// assert_eq!(print_tile(&make_tile!(_, (_2,_4):(_1,_8))), "(_,(_2,_4):(_1,_8))");
/// assert_eq!(print_tile(&make_tile!(<_2:_1, _4>, _3)), "((_2:_1,_4),_3)");
/// assert_eq!(print_tile(&<tile!(32, 32, 16)>::default()), "(_32,_32,_16)");
/// assert_eq!(print_tile(&(make_layout!(_4:_2),)), "(_4:_2)");
/// // (each text is CuTe 4.2's print of the same tile)
/// ```
#[must_use = "print_tile returns the text: print it with `println!(\"{}\", ...)`"]
pub fn print_tile<T: TilePrint>(tiler: &T) -> String {
    let mut out = String::new();
    tiler.write_tile(&mut out);
    out
}

/// A tiler [`print_tile`] writes: a static or run-time extent, a layout, `_`, or a tuple of
/// them. Sealed.
pub trait TilePrint: tile_seal::Sealed {
    /// Appends CuTe's text of `self` to `out`.
    #[doc(hidden)]
    fn write_tile(&self, out: &mut String);
}

mod tile_seal {
    pub trait Sealed {}
}

crate::arity::for_leaves!([] tile_seal::Sealed {});
crate::arity::for_leaves!([] TilePrint {
    fn write_tile(&self, out: &mut String) {
        out.push_str(&format!("_{}", <Self as crate::int::StaticInt>::VALUE));
    }
});

impl tile_seal::Sealed for crate::Dyn {}
impl TilePrint for crate::Dyn {
    fn write_tile(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

impl tile_seal::Sealed for crate::Underscore {}
impl TilePrint for crate::Underscore {
    fn write_tile(&self, out: &mut String) {
        out.push('_');
    }
}

impl<S, D> tile_seal::Sealed for Layout<S, D> {}
impl<S, D> TilePrint for Layout<S, D>
where
    Layout<S, D>: core::fmt::Display,
{
    fn write_tile(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

macro_rules! tuple_tiles {
    () => {};
    ($($t:ident)+) => {
        impl<$($t: TilePrint),+> tile_seal::Sealed for ($($t,)+) {}
        impl<$($t: TilePrint),+> TilePrint for ($($t,)+) {
            #[allow(non_snake_case)]
            fn write_tile(&self, out: &mut String) {
                let ($($t,)+) = self;
                out.push('(');
                let mut first = true;
                $(
                    if !core::mem::take(&mut first) {
                        out.push(',');
                    }
                    $t.write_tile(out);
                )+
                out.push(')');
            }
        }
    };
}
crate::arity::for_arities!(tuple_tiles);
