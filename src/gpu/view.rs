//! [`View`]: a tensor view inside a kernel.
// `#[cube]` expands the type and its impls into items of its own, which carry no docs.
#![allow(missing_docs)]

use core::marker::PhantomData;

use cubecl::prelude::*;

use super::{offset2_rt, offset_rt, GpuLayout, GpuLayout2};

/// A tensor view inside a kernel: a layout `L` over an `Array` or `SharedMemory`, starting at
/// `base` (CuTe's `make_tensor(ptr + base, L)`). `L`'s run-time leaves, if it has any, are
/// read from the kernel's run-time leaves at slot `slot`.
///
/// `data[view.at(i, &rt)]` is element `i` of the view; [`View::at2`] takes a rank-2
/// coordinate. A thread's partition of a tile is the view of its partition layout at the
/// tile's start plus [`partition_offset_rt`](fn@super::partition_offset_rt); see the transpose in
/// `examples/gpu_common/kernels.rs`.
#[derive(CubeType, Clone, Copy)]
pub struct View<L: GpuLayout> {
    /// Where the view starts in its storage.
    pub base: u32,
    #[cube(comptime)]
    slot: usize,
    #[cube(comptime)]
    layout: PhantomData<L>,
}

#[cube]
impl<L: GpuLayout> View<L> {
    /// The view of `L` at `base`, its run-time leaves at `slot`.
    pub fn new(base: u32, #[comptime] slot: usize) -> View<L> {
        View::<L> {
            base,
            slot,
            layout: PhantomData,
        }
    }

    /// Where element `i` (a 1-D index) is in the storage.
    pub fn at(&self, i: u32, rt: &Sequence<u32>) -> u32 {
        self.base + offset_rt::<L>(i, rt, self.slot)
    }
}

#[cube]
impl<L: GpuLayout2> View<L> {
    /// Where element `(c0, c1)` (each a 1-D index into its mode) is in the storage.
    pub fn at2(&self, c0: u32, c1: u32, rt: &Sequence<u32>) -> u32 {
        self.base + offset2_rt::<L>(c0, c1, rt, self.slot)
    }
}
