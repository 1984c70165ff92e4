//! Shared-memory layouts inside kernels: a plain static layout, or CuTe's swizzled
//! `Sw<B,M,S> o _0 o L` (what `tile_to_shape` of a swizzle atom gives). A kernel partitions the
//! inner layout `L` like any other (thread starts, parts, tile grids) and applies the swizzle
//! to the sum, which is how CuTe evaluates a composed layout with offset 0.
// `#[cube]` expands each trait and impl into items of its own, which carry no docs.
#![allow(missing_docs)]

use cubecl::prelude::*;
use typenum::Unsigned;

use super::GpuLayout;
use crate::int::StaticInt;
use crate::layout::{Layout, StaticLayout};
use crate::swizzle::{ComposedLayout, Swizzle};

/// A swizzle a kernel applies to shared-memory offsets: CuTe's `Swizzle<B, M, S>` with
/// `S >= 0`, `x ^ ((x & yyy_mask) >> S)`, its masks literals of the generated code.
#[cube]
pub trait GpuSwizzle: 'static + Send + Sync {
    /// The swizzled offset of `x`.
    fn apply(x: u32) -> u32;
}

#[cube]
impl<
        B: Unsigned + Send + Sync + 'static,
        M: Unsigned + Send + Sync + 'static,
        S: StaticInt + Send + Sync,
    > GpuSwizzle for Swizzle<B, M, S>
{
    fn apply(x: u32) -> u32 {
        x ^ ((x & comptime!(yyy_mask::<B, M, S>())) >> comptime!(shift::<S>()))
    }
}

/// The source bits of a swizzle with a non-negative shift (a negative one is refused where
/// the kernel is expanded: shared-memory swizzles in CuTe's atoms all shift right).
fn yyy_mask<B: Unsigned, M: Unsigned, S: StaticInt>() -> u32 {
    ((1u32 << B::U32) - 1) << (M::U32 + shift::<S>())
}

fn shift<S: StaticInt>() -> u32 {
    assert!(
        S::VALUE >= 0,
        "GpuSwizzle: a swizzle with a negative shift ({})",
        S::VALUE
    );
    S::VALUE as u32
}

/// A static shared-memory layout split into the layout a kernel partitions and the swizzle
/// it applies to the offsets: `Sw<B,M,S> o _0 o L` gives `L` and `Sw<B,M,S>`, a plain layout
/// gives itself and the identity `Sw<0,0,0>`.
pub trait SmemLayout: Send + Sync + 'static {
    /// The layout under the swizzle.
    type Inner: GpuLayout + StaticLayout;
    /// The swizzle.
    type Swizzle: GpuSwizzle;
    /// How many elements the layout spans (`cosize`): the size of one buffer.
    const COSIZE: usize = <Self::Inner as StaticLayout>::COSIZE;
}

impl<S: Send + Sync + 'static, D: Send + Sync + 'static> SmemLayout for Layout<S, D>
where
    Self: GpuLayout + StaticLayout,
{
    type Inner = Self;
    type Swizzle = Swizzle<typenum::U0, typenum::U0, typenum::U0>;
}

impl<B, M, S, L> SmemLayout for ComposedLayout<Swizzle<B, M, S>, typenum::U0, L>
where
    Swizzle<B, M, S>: GpuSwizzle,
    L: GpuLayout + StaticLayout,
    B: Send + Sync + 'static,
    M: Send + Sync + 'static,
    S: Send + Sync + 'static,
{
    type Inner = L;
    type Swizzle = Swizzle<B, M, S>;
}
