//! Static layouts inside CubeCL kernels (feature `gpu`).
//!
//! The algebra stays on the host: a kernel names the layouts it works with as type parameters
//! (`LocalTile<..>`, `ModeOf<ZippedDivide<..>, U1>`, `LocalPartition<..>`), the Rust compiler
//! resolves them, and the `#[cube]` functions here turn a layout type into index arithmetic
//! whose extents and strides are literals in the generated kernel (`comptime!` evaluates
//! them while CubeCL expands the kernel, on the host).
//!
//! - [`offset`]: a 1-D index to an offset (CuTe's `layout(i)`), over the layout's leaves;
//! - [`offset2`]: a rank-2 coordinate `(c0, c1)`, each a 1-D index into its mode (a coarse
//!   coordinate of a hierarchical layout; nest by calling it on `ModeOf<L, _>`);
//! - [`crd0`], [`crd1`]: CuTe's `idx2crd` for a rank-2 layout, mode by mode;
//! - [`tile_offset2`]: where `local_tile(L, T, (b0, b1))` starts;
//! - [`partition_offset`]: where `local_partition(L, Thr, t)` starts, for a rank-2 thread
//!   layout (each mode's leaves folded as CuTe's `get_flat_coord` does);
//! - a layout's `COSIZE` sizes `SharedMemory` and register `Array`s;
//! - a tensor view is a base offset plus a layout: `smem[base + offset::<L>(i)]`; see
//!   `examples/gpu_common/kernels.rs`.
//!
//! The same index math runs on the host ([`host`]), so tests check it without a GPU against
//! [`Layout::offset`](crate::Layout::offset).

// `#[cube]` generates expansion modules and methods without docs.
#![allow(missing_docs)]

use core::marker::PhantomData;

use cubecl::prelude::*;

use crate::int::StaticInt;
use crate::layout::{ModeOp, StaticLayout};
use crate::list::{self, FlattenToList, Internal, C, E};

/// The flat leaves of a layout: shape leaves `S` and stride leaves `D`, internal lists.
pub struct Leaves<S, D>(PhantomData<fn() -> (S, D)>);

/// Offsets over the flat leaves (`(i % s0) * d0 + ((i / s0) % s1) * d1 + ...`, the last leaf
/// taking the rest, as CuTe's `crd2idx` of a 1-D index).
#[cube]
pub trait LeafMath: 'static + Send + Sync {
    /// The offset of the 1-D index `i`.
    fn index_offset(i: u32) -> u32;
    /// The flat thread coordinate CuTe's `get_flat_coord` gives for a mode of a thread
    /// layout: the leaves' `(t / d) % s`, folded column-major.
    fn flat_coord(t: u32) -> u32;
}

#[cube]
impl<S: StaticInt, D: StaticInt> LeafMath for Leaves<C<S, E>, C<D, E>> {
    fn index_offset(i: u32) -> u32 {
        i * comptime!(D::VALUE as u32)
    }
    fn flat_coord(t: u32) -> u32 {
        // `(t / d) % s`, and 0 for a stride-0 leaf (then the modulus is 1).
        (t / comptime!(D::VALUE.unsigned_abs().max(1) as u32))
            % comptime!(if D::VALUE == 0 { 1 } else { S::VALUE as u32 })
    }
}

#[cube]
impl<S: StaticInt, D: StaticInt, S2: 'static, D2: 'static, ST: 'static, DT: 'static> LeafMath
    for Leaves<C<S, C<S2, ST>>, C<D, C<D2, DT>>>
where
    Leaves<C<S2, ST>, C<D2, DT>>: LeafMath,
{
    fn index_offset(i: u32) -> u32 {
        (i % comptime!(S::VALUE as u32)) * comptime!(D::VALUE as u32)
            + Leaves::<C<S2, ST>, C<D2, DT>>::index_offset(i / comptime!(S::VALUE as u32))
    }
    fn flat_coord(t: u32) -> u32 {
        let head = (t / comptime!(D::VALUE.unsigned_abs().max(1) as u32))
            % comptime!(if D::VALUE == 0 { 1 } else { S::VALUE as u32 });
        head + comptime!(S::VALUE as u32) * Leaves::<C<S2, ST>, C<D2, DT>>::flat_coord(t)
    }
}

/// A static layout a `#[cube]` kernel can take as a type parameter.
pub trait GpuLayout: StaticLayout {
    /// The layout's flat leaves.
    type Flat: LeafMath;
}

impl<L> GpuLayout for L
where
    L: StaticLayout,
    L::Shape: Internal,
    L::Stride: Internal,
    list::Repr<L::Shape>: FlattenToList,
    list::Repr<L::Stride>: FlattenToList,
    Leaves<
        <list::Repr<L::Shape> as FlattenToList>::Output,
        <list::Repr<L::Stride> as FlattenToList>::Output,
    >: LeafMath,
{
    type Flat = Leaves<
        <list::Repr<L::Shape> as FlattenToList>::Output,
        <list::Repr<L::Stride> as FlattenToList>::Output,
    >;
}

/// A rank-2 static layout: its two modes, each a [`GpuLayout`].
pub trait GpuLayout2: GpuLayout {
    /// Mode 0.
    type M0: GpuLayout;
    /// Mode 1.
    type M1: GpuLayout;
}

impl<L> GpuLayout2 for L
where
    L: GpuLayout + ModeOp<typenum::U0> + ModeOp<typenum::U1>,
    <L as ModeOp<typenum::U0>>::Output: GpuLayout,
    <L as ModeOp<typenum::U1>>::Output: GpuLayout,
{
    type M0 = <L as ModeOp<typenum::U0>>::Output;
    type M1 = <L as ModeOp<typenum::U1>>::Output;
}

/// `layout(i)`: the offset of the 1-D index `i`.
#[cube]
pub fn offset<L: GpuLayout>(i: u32) -> u32 {
    <L::Flat as LeafMath>::index_offset(i)
}

/// `layout(c0, c1)` for a rank-2 layout; each entry a 1-D index into its mode.
#[cube]
pub fn offset2<L: GpuLayout2>(c0: u32, c1: u32) -> u32 {
    <<L::M0 as GpuLayout>::Flat as LeafMath>::index_offset(c0)
        + <<L::M1 as GpuLayout>::Flat as LeafMath>::index_offset(c1)
}

/// `get<0>(idx2crd(i, shape(L)))` for a rank-2 layout (mode 0's 1-D coordinate).
#[cube]
pub fn crd0<L: GpuLayout2>(i: u32) -> u32 {
    i % comptime!(<L::M0 as StaticLayout>::SIZE as u32)
}

/// `get<1>(idx2crd(i, shape(L)))` for a rank-2 layout (mode 1's 1-D coordinate).
#[cube]
pub fn crd1<L: GpuLayout2>(i: u32) -> u32 {
    i / comptime!(<L::M0 as StaticLayout>::SIZE as u32)
}

/// The grid of tiles of `local_tile(L, T, _)`: mode 1 of `zipped_divide(L, T)`.
pub type TileGrid<L, T> = <crate::ZippedDivide<L, T> as ModeOp<typenum::U1>>::Output;

/// Where the tile `(b0, b1)` of `local_tile(L, T, (b0, b1))` starts (`T` a rank-2 tiler).
#[cube]
pub fn tile_offset2<G: GpuLayout2>(b0: u32, b1: u32) -> u32 {
    offset2::<G>(b0, b1)
}

/// The tile a thread layout cuts: mode 0 of `zipped_divide(L, shape(Thr))`.
pub type ThreadTile<L, Thr> = <crate::ZippedDivide<
    L,
    (
        <ModeSize<Thr, typenum::U0> as SizeType>::Output,
        <ModeSize<Thr, typenum::U1> as SizeType>::Output,
    ),
> as ModeOp<typenum::U0>>::Output;

/// Mode `I` of a layout (helper for [`ThreadTile`]).
pub type ModeSize<L, I> = <L as ModeOp<I>>::Output;

/// The size of a layout as a typenum integer (helper for [`ThreadTile`]).
pub trait SizeType {
    /// `size(L)`.
    type Output;
}

impl<L: StaticLayout> SizeType for L
where
    L::Shape: Internal,
    list::Repr<L::Shape>: list::Product,
{
    type Output = list::ProductOf<list::Repr<L::Shape>>;
}

/// Where thread `t`'s partition `local_partition(L, Thr, t)` starts, for a rank-2 thread
/// layout `Thr`: `P` is [`ThreadTile<L, Thr>`], the thread's flat coordinate comes from `Thr`.
#[cube]
pub fn partition_offset<P: GpuLayout2, Thr: GpuLayout2>(t: u32) -> u32 {
    offset2::<P>(
        <<Thr::M0 as GpuLayout>::Flat as LeafMath>::flat_coord(t),
        <<Thr::M1 as GpuLayout>::Flat as LeafMath>::flat_coord(t),
    )
}

/// `COSIZE` of a layout, for sizing `SharedMemory` and register `Array`s.
pub const fn cosize<L: StaticLayout>() -> usize {
    L::COSIZE
}

/// The same index math on the host, for tests without a GPU: what the generated code computes.
pub mod host {
    use super::*;

    /// Host mirror of [`LeafMath`].
    pub trait HostLeafMath {
        /// As [`LeafMath::index_offset`].
        fn index_offset(i: u32) -> u32;
        /// As [`LeafMath::flat_coord`].
        fn flat_coord(t: u32) -> u32;
    }

    impl<S: StaticInt, D: StaticInt> HostLeafMath for Leaves<C<S, E>, C<D, E>> {
        fn index_offset(i: u32) -> u32 {
            i.wrapping_mul(D::VALUE as u32)
        }
        fn flat_coord(t: u32) -> u32 {
            if S::VALUE == 1 || D::VALUE == 0 {
                0
            } else {
                (t / D::VALUE.unsigned_abs() as u32) % S::VALUE as u32
            }
        }
    }

    impl<S: StaticInt, D: StaticInt, S2, D2, ST, DT> HostLeafMath
        for Leaves<C<S, C<S2, ST>>, C<D, C<D2, DT>>>
    where
        Leaves<C<S2, ST>, C<D2, DT>>: HostLeafMath,
    {
        fn index_offset(i: u32) -> u32 {
            (i % S::VALUE as u32)
                .wrapping_mul(D::VALUE as u32)
                .wrapping_add(Leaves::<C<S2, ST>, C<D2, DT>>::index_offset(
                    i / S::VALUE as u32,
                ))
        }
        fn flat_coord(t: u32) -> u32 {
            let head = if S::VALUE == 1 || D::VALUE == 0 {
                0
            } else {
                (t / D::VALUE.unsigned_abs() as u32) % S::VALUE as u32
            };
            head + S::VALUE as u32 * Leaves::<C<S2, ST>, C<D2, DT>>::flat_coord(t)
        }
    }

    /// Host [`offset`](super::offset).
    pub fn offset<L: GpuLayout>(i: u32) -> u32
    where
        L::Flat: HostLeafMath,
    {
        <L::Flat as HostLeafMath>::index_offset(i)
    }

    /// Host [`offset2`](super::offset2).
    pub fn offset2<L: GpuLayout2>(c0: u32, c1: u32) -> u32
    where
        <L::M0 as GpuLayout>::Flat: HostLeafMath,
        <L::M1 as GpuLayout>::Flat: HostLeafMath,
    {
        <<L::M0 as GpuLayout>::Flat as HostLeafMath>::index_offset(c0).wrapping_add(
            <<L::M1 as GpuLayout>::Flat as HostLeafMath>::index_offset(c1),
        )
    }

    /// Host [`partition_offset`](super::partition_offset).
    pub fn partition_offset<P: GpuLayout2, Thr: GpuLayout2>(t: u32) -> u32
    where
        <P::M0 as GpuLayout>::Flat: HostLeafMath,
        <P::M1 as GpuLayout>::Flat: HostLeafMath,
        <Thr::M0 as GpuLayout>::Flat: HostLeafMath,
        <Thr::M1 as GpuLayout>::Flat: HostLeafMath,
    {
        offset2::<P>(
            <<Thr::M0 as GpuLayout>::Flat as HostLeafMath>::flat_coord(t),
            <<Thr::M1 as GpuLayout>::Flat as HostLeafMath>::flat_coord(t),
        )
    }
}
