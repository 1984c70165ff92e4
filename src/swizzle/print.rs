//! The pictures of a rank-2 composed layout (CuTe's `print_layout`, `print_latex` and SVG):
//! the offsets `A(O + L(m, n))` of its cells.

use super::{ComposedLayout, ComposedOffset, OuterFn};

/// The pictures of a rank-2 composed layout: the offsets `A(O + L(m, n))` of its cells, in a
/// table whose cells are as wide as the inner layout's cosize needs.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::Swizzle;
/// use cute_layout::typenum::{U0, U1, U3};
/// let l = <Composition<Swizzle<U1, U0, U1>, layout!((2,2):(2,1))>>::default();
/// assert_eq!(print_layout(l), "\
/// Sw<1,0,1> o _0 o (_2,_2):(_2,_1)
///       0   1 \n    +---+---+
///  0  | 0 | 1 |
///     +---+---+
///  1  | 3 | 2 |
///     +---+---+
/// ");
/// let tex = l.to_latex();
/// assert_eq!(tex.lines().next(), Some("% Layout: Sw<1,0,1> o _0 o (_2,_2):(_2,_1)"));
/// assert!(tex.contains("at (1,1) {2};"));
/// // Which bank each element of a shared-memory tile lands in.
/// let atom = <Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>>::default();
/// let svg = atom.to_svg();
/// assert_eq!(svg.matches("class=\"cell\"").count(), 512);
/// assert!(svg.contains(">Sw&lt;3,3,3&gt; o _0 o (_8,_64):(_64,_1)</text>"));
/// ```
impl<A: OuterFn, O: ComposedOffset, L> crate::Rank2 for ComposedLayout<A, O, L>
where
    L: crate::Rank2 + crate::StaticLayout,
{
    fn table(&self) -> String {
        let (rows, cols, cells) = self.cells();
        cute_layout_dynamic::print::table(
            &self.title(),
            rows as usize,
            cols as usize,
            &cells,
            L::COSIZE as i64,
        )
    }
    fn svg(&self) -> String {
        let (rows, cols, cells) = self.cells();
        cute_layout_dynamic::svg::offsets_svg(
            &self.title(),
            L::SIZE as i64,
            L::COSIZE as i64,
            rows,
            cols,
            &cells,
        )
    }
    /// A swizzled layout is not a thread-value layout: an error.
    fn svg_tv(&self, _: usize, _: usize) -> Result<String, cute_layout_dynamic::Error> {
        Err(not_tv("to_svg_tv"))
    }
    /// A swizzled layout is not a thread-value layout: an error.
    fn latex_tv(&self, _: usize, _: usize) -> Result<String, cute_layout_dynamic::Error> {
        Err(not_tv("to_latex_tv"))
    }
}

fn not_tv(op: &'static str) -> cute_layout_dynamic::Error {
    cute_layout_dynamic::Error::new(
        op,
        "a swizzled layout is not a thread-value layout".to_string(),
    )
}

impl<A: OuterFn, O: ComposedOffset, L: crate::StaticLayout> ComposedLayout<A, O, L> {
    /// The layout a picture names: the layout itself, but for a swizzle of addresses
    /// ([`SmemPtrFlag`](super::SmemPtrFlag)), whose pictures CuTe draws and names as the
    /// position-independent form, the swizzle of values with offset 0 (the inner layout alone
    /// when the swizzle has no bits).
    fn title(&self) -> String {
        if !O::SWIZZLES_ADDRESSES {
            return self.to_string();
        }
        match self.as_dynamic() {
            Ok(d) if d.swizzle().is_none_or(|s| s.bits() == 0) => L::default().to_string(),
            Ok(d) => d.to_string(),
            Err(_) => self.to_string(),
        }
    }

    /// The rows, the columns and the offset of every cell, row by row.
    fn cells(&self) -> (i64, i64, Vec<i64>) {
        let inner = L::to_dynamic();
        let rows = inner.mode(0).map_or(0, |m| m.size());
        let cols = inner.mode(1).map_or(0, |m| m.size());
        let mut cells = Vec::with_capacity((rows * cols) as usize);
        for i in 0..rows {
            for j in 0..cols {
                let c = cute_layout_dynamic::IntTuple::tuple([i.into(), j.into()]);
                let x = inner.crd2idx(&c).expect("a coordinate of the layout").value;
                cells.push(self.offset.apply::<A>(x));
            }
        }
        (rows, cols, cells)
    }
}

/// CuTe's `print_latex` of a swizzled layout of rank 2: its cells drawn as a plain layout's.
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A: OuterFn, O: ComposedOffset, L> crate::ToLatex for ComposedLayout<A, O, L>
where
    L: crate::Rank2 + crate::StaticLayout,
{
    fn latex(&self) -> String {
        let (rows, cols, cells) = self.cells();
        cute_layout_dynamic::latex::offsets_latex(&self.title(), rows, cols, &cells)
    }
}
