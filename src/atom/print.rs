//! CuTe's `print(tiled_mma)` and `print(tiled_copy)`: the `Display` of [`TiledMMA`] and
//! [`TiledCopy`], line for line as CuTe writes them (the thread layouts, the tile, then the
//! atom's layouts); and their pictures, CuTe's `print_latex` and the same as SVG, drawn by
//! the run-time engine from the layouts the compiler computed.

use core::fmt;

use super::tiled_copy::{
    CopyAtomOf, CopyTiler, CopyTv, Copy_Atom, Dst, Src, ThrCopy, TiledCopy, TiledCopyOp,
};
use super::tiled_mma::{ThrMMA, TiledMMA, TiledMmaOp};
use super::{MMA_Atom, MmaInstruction, Numeric};
use crate::{IntTuple, StaticLayout};

impl<A, AL, P> TiledMMA<A, AL, P>
where
    Self: TiledMmaOp,
{
    /// [`size`](Self::size) as CuTe prints it: a constant (`_128`), since the threads are a
    /// property of the type.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    /// assert_eq!(Mma::default().size_leaf().to_string(), "_128");
    /// ```
    pub fn size_leaf(&self) -> cute_layout_dynamic::Leaf {
        cute_layout_dynamic::Leaf::new_static(self.size() as i64)
    }

    /// CuTe's `tile_size<I>(tiled_mma)`: extent `I` of the `(M, N, K)` tile, a constant as
    /// CuTe prints it. `I` above 2 does not compile.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    /// let mma = Mma::default();
    /// let sizes = [mma.tile_size::<0>(), mma.tile_size::<1>(), mma.tile_size::<2>()];
    /// assert_eq!(sizes.map(|s| s.to_string()), ["_32", "_16", "_16"]);
    /// ```
    pub fn tile_size<const I: usize>(&self) -> cute_layout_dynamic::Leaf
    where
        <Self as TiledMmaOp>::TileShape: TileModeAt<I>,
    {
        mode_size::<<Self as TiledMmaOp>::TileShape, I>()
    }
}

impl<A, T, Tiler> TiledCopy<A, T, Tiler>
where
    Self: TiledCopyOp,
{
    /// [`size`](Self::size) as CuTe prints it: a constant (`_32`).
    pub fn size_leaf(&self) -> cute_layout_dynamic::Leaf {
        cute_layout_dynamic::Leaf::new_static(self.size() as i64)
    }

    /// CuTe's `tile_size<I>(tiled_copy)`: extent `I` of the tile the copy covers
    /// (`Tiler_MN`), a constant. `I` past the tiler's rank does not compile.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
    /// let copy = make_tiled_copy(
    ///     Copy_Atom::<UniversalCopy<u128>, f32>::default(),
    ///     <layout!((32,8):(1,32))>::default(),
    ///     <layout!((4,1):(1,0))>::default(),
    /// );
    /// assert_eq!((copy.tile_size::<0>().to_string(), copy.tile_size::<1>().value), ("_128".to_string(), 8));
    /// ```
    pub fn tile_size<const I: usize>(&self) -> cute_layout_dynamic::Leaf
    where
        <<Self as TiledCopyOp>::Tiler as CopyTiler>::Shape: TileModeAt<I>,
    {
        mode_size::<<<Self as TiledCopyOp>::Tiler as CopyTiler>::Shape, I>()
    }
}

/// The size of mode `I` of the static shape `S`, as a constant.
fn mode_size<S: IntTuple + TileModeAt<I>, const I: usize>() -> cute_layout_dynamic::Leaf {
    let size = S::to_dynamic().modes()[I].leaves().iter().product::<i64>();
    cute_layout_dynamic::Leaf::new_static(size)
}

/// A tile's shape with a mode `I`: CuTe's `static_assert` in `tile_size<I>`, checked where it
/// is called (implemented for tuples of more than `I` modes, `I` up to 3). Sealed in effect:
/// the library implements it for tuples only.
#[diagnostic::on_unimplemented(
    message = "tile_size<{I}>: the tile has no mode {I}",
    label = "tile_size<I> takes I below the tile's rank (3 for a TiledMMA: M, N and K; a TiledCopy's tiler has one mode per mode it copies)"
)]
pub trait TileModeAt<const I: usize> {}

macro_rules! tile_modes {
    ($($i:literal: [$($p:ident)+] $($t:ident)*;)*) => {$(
        tile_modes!(@tuples $i [$($t)*] [$($p)+]);
    )*};
    // One impl per tuple of more than `I` entries: the `I + 1` first, then up to 8 in all.
    (@tuples $i:literal [] [$($u:ident)+]) => {
        impl<$($u),+> TileModeAt<$i> for ($($u,)+) {}
    };
    (@tuples $i:literal [$h:ident $($t:ident)*] [$($u:ident)+]) => {
        impl<$($u),+> TileModeAt<$i> for ($($u,)+) {}
        tile_modes!(@tuples $i [$($t)*] [$($u)+ $h]);
    };
}
tile_modes! {
    0: [T0] T1 T2 T3 T4 T5 T6 T7;
    1: [T0 T1] T2 T3 T4 T5 T6 T7;
    2: [T0 T1 T2] T3 T4 T5 T6 T7;
    3: [T0 T1 T2 T3] T4 T5 T6 T7;
}

/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_tiled_mma, SM80_16x8x16_F32F16F16F32_TN};
/// let mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, <layout!((2,2,1):(1,2,0))>::default());
/// let text = mma.to_string();
/// assert!(text.starts_with("TiledMMA\n  ThrLayoutVMNK:  (_32,_2,_2,_1):(_1,_32,_64,_0)\n"));
/// assert!(text.contains("  Shape_MNK:  (_16,_8,_16)\n"));
/// ```
impl<A, L, P> fmt::Display for TiledMMA<A, L, P>
where
    Self: TiledMmaOp<Atom = A>,
    A: MmaInstruction,
    P: crate::TilePrint + Default,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "TiledMMA")?;
        writeln!(
            f,
            "  ThrLayoutVMNK:  {}",
            <Self as TiledMmaOp>::ThrLayoutVMNK::default()
        )?;
        writeln!(f, "  PermutationMNK: {}", crate::print_tile(&P::default()))?;
        write!(f, "{}", MMA_Atom::<A>::default())
    }
}

/// CuTe's `print(thr_mma)`: the thread's `(v, m, n, k)` coordinate, then its TiledMMA. A mode
/// of one thread has the constant coordinate `_0`, as CuTe's `get_flat_coord` gives it.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_tiled_mma, SM80_16x8x16_F32F16F16F32_TN};
/// let mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, <layout!((2,2))>::default());
/// let text = mma.get_slice(37).to_string();
/// assert!(text.starts_with("ThrMMA\n  Thr VMNK: (5,1,0,_0)\nTiledMMA\n"));
/// ```
impl<T> fmt::Display for ThrMMA<T>
where
    T: TiledMmaOp + fmt::Display,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let modes = T::ThrLayoutVMNK::to_dynamic();
        let coords: Vec<String> = (modes.modes().iter().zip(self.coord()))
            .map(|(mode, c)| match mode.size() {
                1 => "_0".to_string(),
                _ => c.to_string(),
            })
            .collect();
        writeln!(f, "ThrMMA")?;
        writeln!(f, "  Thr VMNK: ({})", coords.join(","))?;
        write!(f, "{}", self.tiled_mma())
    }
}

/// CuTe's `print(thr_copy)`: the thread's index, then its TiledCopy.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_tiled_copy, Copy_Atom, DefaultCopy};
/// let copy = make_tiled_copy(
///     Copy_Atom::<DefaultCopy, f32>::default(),
///     <layout!((32,8))>::default(),
///     <layout!((4,1))>::default(),
/// );
/// assert!(copy.get_slice(3).to_string().starts_with("ThrCopy\n  ThrIdx: 3\nTiledCopy\n"));
/// ```
impl<C: fmt::Display> fmt::Display for ThrCopy<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "ThrCopy")?;
        writeln!(f, "  ThrIdx: {}", self.thr)?;
        write!(f, "{}", self.copy)
    }
}

/// CuTe's `print(MMA_Atom<Op>{})`: the atom's threads, tile and layouts.
impl<A: MmaInstruction> fmt::Display for MMA_Atom<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "MMA_Atom")?;
        writeln!(f, "  ThrID:      {}", A::ThrID::default())?;
        writeln!(
            f,
            "  Shape_MNK:  {}",
            <A::ShapeMNK as IntTuple>::to_cute_string()
        )?;
        writeln!(f, "  LayoutA_TV: {}", A::ALayout::default())?;
        writeln!(f, "  LayoutB_TV: {}", A::BLayout::default())?;
        writeln!(f, "  LayoutC_TV: {}", A::CLayout::default())
    }
}

/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
/// let copy = make_tiled_copy(
///     Copy_Atom::<UniversalCopy<u128>, f32>::default(),
///     <layout!((32,8):(1,32))>::default(),
///     <layout!((4,1):(1,0))>::default(),
/// );
/// assert!(copy.to_string().starts_with("TiledCopy\n  Tiler_MN:       (_128,_8)\n"));
/// assert!(copy.to_string().ends_with("  ValueType:    32b\n"));
/// ```
impl<A, L, T> fmt::Display for TiledCopy<A, L, T>
where
    Self: TiledCopyOp<Atom = A>,
    A: CopyAtomOf,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "TiledCopy")?;
        writeln!(
            f,
            "  Tiler_MN:       {}",
            <Self as TiledCopyOp>::Tiler::to_cute_string()
        )?;
        writeln!(
            f,
            "  TiledLayout_TV: {}",
            <Self as TiledCopyOp>::LayoutTv::default()
        )?;
        atom_lines::<A>(f)
    }
}

/// CuTe's `print(Copy_Atom<Op, T>{})`: the atom's threads, its layouts in values of `T`, and
/// the bits of `T`.
///
/// ```
/// use cute_layout::atom::{Copy_Atom, Half, SM75_U32x4_LDSM_N};
/// let text = Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default().to_string();
/// assert_eq!(text.lines().nth(3), Some("  ValLayoutDst: (_32,(_2,_4)):(_2,(_1,_64))"));
/// ```
impl<Op, T> fmt::Display for Copy_Atom<Op, T>
where
    Self: CopyAtomOf,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        atom_lines::<Self>(f)
    }
}

/// The lines of a copy atom, in a TiledCopy's print and its own.
fn atom_lines<A: CopyAtomOf>(f: &mut fmt::Formatter<'_>) -> fmt::Result {
    writeln!(f, "Copy_Atom")?;
    writeln!(
        f,
        "  ThrID:        {}",
        <A::Op as super::CopyAtom>::ThrID::default()
    )?;
    writeln!(f, "  ValLayoutSrc: {}", A::ValLayoutSrc::default())?;
    writeln!(f, "  ValLayoutDst: {}", A::ValLayoutDst::default())?;
    writeln!(f, "  ValLayoutRef: {}", A::ValLayoutRef::default())?;
    writeln!(f, "  ValueType:    {}b", <A::Value as Numeric>::BITS)
}

// ---------------------------------------------------------------------------------------------
// CuTe's `print_latex`, and the same pictures as SVG
// ---------------------------------------------------------------------------------------------

impl<A, L, P> TiledMMA<A, L, P>
where
    Self: TiledMmaOp,
{
    /// CuTe's `print_latex(tiled_mma)` text: C (`M x N`) with A to its left and B above it,
    /// each cell labelled with the thread `T` and value `V` that hold it.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// let tex = TiledMMA::<SM80_16x8x16_F32F16F16F32_TN>::default().to_latex();
    /// assert!(tex.starts_with("% LayoutC: ArithTuple(_0,_0) o ((_4,_8),((_2,_2),(_1,_1))):"));
    /// assert!(tex.contains("at (8,1) {\\shortstack{T0 \\\\ V3}};")); // C(8,1): thread 0's last value
    /// ```
    pub fn to_latex(&self) -> String {
        self.picture(cute_layout_dynamic::latex::mma_latex)
    }

    /// The same picture as SVG (C, A to its left, B above it as `K x N`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// let svg = TiledMMA::<SM80_16x8x16_F32F16F16F32_TN>::default().to_svg();
    /// assert_eq!(svg.matches("class=\"cell\"").count(), 16 * 8 + 16 * 16 + 16 * 8);
    /// ```
    pub fn to_svg(&self) -> String {
        self.picture(cute_layout_dynamic::svg::mma_svg)
    }

    fn picture(&self, draw: DrawMma) -> String {
        picture::<<Self as TiledMmaOp>::TileShape>(|size| {
            draw(
                &<Self as TiledMmaOp>::LayoutC_TV::to_dynamic(),
                &<Self as TiledMmaOp>::LayoutA_TV::to_dynamic(),
                &<Self as TiledMmaOp>::LayoutB_TV::to_dynamic(),
                size(0)?,
                size(1)?,
                size(2)?,
            )
        })
    }
}

impl<A> MMA_Atom<A>
where
    TiledMMA<A>: TiledMmaOp,
{
    /// CuTe's `print_latex(mma_atom)`: the picture of the TiledMMA of this one atom
    /// ([`TiledMMA::to_latex`]), as CuTe draws it.
    ///
    /// ```
    /// use cute_layout::atom::{MMA_Atom, TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// let tex = MMA_Atom::<SM80_16x8x16_F32F16F16F32_TN>::default().to_latex();
    /// assert_eq!(tex, TiledMMA::<SM80_16x8x16_F32F16F16F32_TN>::default().to_latex());
    /// ```
    pub fn to_latex(&self) -> String {
        TiledMMA::<A>::default().to_latex()
    }

    /// The same picture as SVG ([`TiledMMA::to_svg`]).
    pub fn to_svg(&self) -> String {
        TiledMMA::<A>::default().to_svg()
    }
}

/// `dynamic::latex::mma_latex` or `dynamic::svg::mma_svg`: C, A, B and the tile's M, N, K.
type DrawMma = fn(
    &cute_layout_dynamic::Layout,
    &cute_layout_dynamic::Layout,
    &cute_layout_dynamic::Layout,
    i64,
    i64,
    i64,
) -> Result<String, cute_layout_dynamic::Error>;

impl<A, L, T> TiledCopy<A, L, T>
where
    Self: CopyTv<Src> + CopyTv<Dst>,
{
    /// CuTe's `print_latex(tiled_copy)` text: the tile as the source's threads and values hold
    /// it, and to its right as the destination's.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{make_tiled_copy, Copy_Atom, Half, SM75_U32x4_LDSM_N};
    /// let copy = make_tiled_copy(
    ///     Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
    ///     <layout!((32,1):(1,0))>::default(),
    ///     <layout!((1,8):(0,1))>::default(),
    /// );
    /// let tex = copy.to_latex();
    /// assert!(tex.starts_with("% Layout S TV: ArithTuple(_0,_0) o ((_8,_4),((_2,_4),_1)):"));
    /// assert!(tex.contains("at (1,11) {\\shortstack{T1 \\\\ V0}};")); // D(1,0), 8 + 3 columns right
    /// ```
    pub fn to_latex(&self) -> String {
        self.picture(cute_layout_dynamic::latex::copy_latex)
    }

    /// The same picture as SVG (source, then destination).
    pub fn to_svg(&self) -> String {
        self.picture(cute_layout_dynamic::svg::copy_svg)
    }

    fn picture(&self, draw: DrawCopy) -> String {
        picture::<<<Self as TiledCopyOp>::Tiler as CopyTiler>::Shape>(|size| {
            draw(
                &<Self as CopyTv<Src>>::Tv::to_dynamic(),
                &<Self as CopyTv<Dst>>::Tv::to_dynamic(),
                size(0)?,
                size(1)?,
            )
        })
    }
}

/// A picture of an atom whose tile is `Tile`: `draw` reads mode `i`'s extent through `size(i)`;
/// an error becomes the text.
fn picture<Tile: IntTuple>(
    draw: impl FnOnce(
        &dyn Fn(usize) -> Result<i64, cute_layout_dynamic::Error>,
    ) -> Result<String, cute_layout_dynamic::Error>,
) -> String {
    let tile = Tile::to_dynamic();
    let size = |i: usize| tile.mode(i).and_then(|m| m.product()).map(|l| l.value);
    draw(&size).unwrap_or_else(|e| e.to_string())
}

/// `dynamic::latex::copy_latex` or `dynamic::svg::copy_svg`: source, destination, M, N.
type DrawCopy = fn(
    &cute_layout_dynamic::Layout,
    &cute_layout_dynamic::Layout,
    i64,
    i64,
) -> Result<String, cute_layout_dynamic::Error>;
