//! CuTe's `print(tiled_mma)` and `print(tiled_copy)`: the `Display` of [`TiledMMA`] and
//! [`TiledCopy`], line for line as CuTe writes them (the thread layouts, the tile, then the
//! atom's layouts).

use core::fmt;

use super::tiled_copy::{CopyAtomOf, CopyTiler, TiledCopy, TiledCopyOp};
use super::tiled_mma::{TiledMMA, TiledMmaOp};
use super::{MmaAtom, Numeric};
use crate::layout::Layout;
use crate::tuple::Underscore;
use crate::{IntTuple, StaticLayout};

/// A TiledMMA's permutation as CuTe prints it: `_` for a mode left as it is, a layout, or an
/// extent; `(_,_,_)` for none.
pub trait PermutationPrint {
    /// The text.
    fn cute_string() -> String;
}

impl PermutationPrint for Underscore {
    fn cute_string() -> String {
        "_".to_string()
    }
}

impl<S, D> PermutationPrint for Layout<S, D>
where
    Layout<S, D>: StaticLayout,
{
    fn cute_string() -> String {
        Self::default().to_string()
    }
}

macro_rules! extent_print {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> PermutationPrint for $t
        where
            $t: IntTuple,
        {
            fn cute_string() -> String {
                <$t as IntTuple>::to_cute_string()
            }
        }
    )*};
}
crate::arity::with_leaves!(extent_print);

impl<X: PermutationPrint, Y: PermutationPrint, Z: PermutationPrint> PermutationPrint for (X, Y, Z) {
    fn cute_string() -> String {
        format!(
            "({},{},{})",
            X::cute_string(),
            Y::cute_string(),
            Z::cute_string()
        )
    }
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
    A: MmaAtom,
    P: PermutationPrint,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "TiledMMA")?;
        writeln!(
            f,
            "  ThrLayoutVMNK:  {}",
            <Self as TiledMmaOp>::ThrLayoutVMNK::default()
        )?;
        writeln!(f, "  PermutationMNK: {}", P::cute_string())?;
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
}
