//! Bank-conflict probes as CubeCL kernels: one warp, one shared-memory load (or store) per
//! kernel, at the offset a static shared-memory layout (optionally swizzled) gives the first
//! value of each thread of a static access layout. `benches/banks/gen.py` lists the same
//! patterns; the harness it writes launches these kernels under ncu, so the counters measured
//! are those of the code CubeCL generates (`examples/gpu_emit.rs` writes its CUDA source).
#![allow(dead_code)]

use cubecl::prelude::*;
use cute_layout::gpu::{offset, GpuLayout};
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;

/// One probe: where thread `t` loads, in words of its vector type `V`.
pub trait Probe: Send + Sync + 'static {
    /// The shared-memory layout (element index -> element offset), before the swizzle.
    type Smem: GpuLayout + StaticLayout;
    /// The access: thread `t`'s first value is element index `Access(t)`.
    type Access: GpuLayout + StaticLayout;
    /// What one thread moves: `u8`, `u16`, `u32` or a vector of 2 or 4 `u32`.
    type V: CubePrimitive;
    /// Bytes of one element and of one access.
    const ELEM_BYTES: u32;
    const ACCESS_BYTES: u32;
    /// The swizzle applied to the offsets (`x ^ ((x & yyy) >> shift)`; 0: none).
    const YYY: u32 = 0;
    const SHIFT: u32 = 0;
}

/// The index, in units of `P::V`, of thread `UNIT_POS`'s access.
#[cube]
fn slot<P: Probe>() -> u32 {
    let x = offset::<P::Smem>(offset::<P::Access>(UNIT_POS));
    let x = x ^ ((x & comptime!(P::YYY)) >> comptime!(P::SHIFT));
    x * comptime!(P::ELEM_BYTES) / comptime!(P::ACCESS_BYTES)
}

/// The load: no other shared-memory access, so ncu's shared-load counters are its own.
#[cube(launch_unchecked)]
pub fn bank_load<P: Probe>(input: &Array<P::V>, output: &mut Array<P::V>) {
    let smem = SharedMemory::<P::V>::new(comptime!(16384 / P::ACCESS_BYTES as usize));
    let _ = input;
    output[UNIT_POS as usize] = smem[slot::<P>() as usize];
}

/// The store, then one conflict-free load so that it is not dead.
#[cube(launch_unchecked)]
pub fn bank_store<P: Probe>(input: &Array<P::V>, output: &mut Array<P::V>) {
    let mut smem = SharedMemory::<P::V>::new(comptime!(16384 / P::ACCESS_BYTES as usize));
    smem[slot::<P>() as usize] = input[UNIT_POS as usize];
    sync_cube();
    output[UNIT_POS as usize] = smem[UNIT_POS as usize];
}

macro_rules! probes {
    ($($name:ident: $smem:ty, $access:ty, $v:ty, $elem:expr, $bytes:expr $(, $sw:ty)?;)*) => {
        $(
            #[allow(non_camel_case_types)]
            pub struct $name;
            impl Probe for $name {
                type Smem = $smem;
                type Access = $access;
                type V = $v;
                const ELEM_BYTES: u32 = $elem;
                const ACCESS_BYTES: u32 = $bytes;
                $(
                    const YYY: u32 = <$sw>::YYY_MASK as u32;
                    const SHIFT: u32 = <$sw>::SHIFT as u32;
                )?
            }
        )*
        /// The CUDA source of each probe's load and store kernels: (pattern, load, store).
        pub fn generate_probes() -> Vec<(&'static str, super::kernels::Generated, super::kernels::Generated)> {
            use super::kernels::{array_in_of, array_out, generate};
            vec![$(
                (
                    stringify!($name),
                    generate(concat!("rs_bank_ld_", stringify!($name)), CubeDim::new_1d(32), |b| {
                        let i = array_in_of::<$v>(b);
                        let o = array_out::<$v>(b);
                        bank_load::expand::<$name>(&mut b.scope, i, o);
                    }),
                    generate(concat!("rs_bank_st_", stringify!($name)), CubeDim::new_1d(32), |b| {
                        let i = array_in_of::<$v>(b);
                        let o = array_out::<$v>(b);
                        bank_store::expand::<$name>(&mut b.scope, i, o);
                    }),
                ),
            )*]
        }
    };
}

type V2 = Vector<u32, Const<2>>;
type V4u = Vector<u32, Const<4>>;
type Sw333 = Swizzle<U3, U3, U3>;

// The names and layouts of `benches/banks/gen.py`'s PATTERNS.
probes! {
    f32_row: layout!((32,32):(32,1)), layout!((32,1):(32,0)), u32, 4, 4;
    f32_column: layout!((32,32):(32,1)), layout!((32,1):(1,0)), u32, 4, 4;
    f32_column_padded: layout!((32,32):(33,1)), layout!((32,1):(1,0)), u32, 4, 4;
    f32_stride2: layout!(1024:1), layout!((32,1):(2,0)), u32, 4, 4;
    f32_stride4: layout!(1024:1), layout!((32,1):(4,0)), u32, 4, 4;
    f32_stride8: layout!(1024:1), layout!((32,1):(8,0)), u32, 4, 4;
    f32_stride16: layout!(1024:1), layout!((32,1):(16,0)), u32, 4, 4;
    f32_broadcast: layout!(1024:1), layout!((32,1):(0,0)), u32, 4, 4;
    f32x2_contiguous: layout!(1024:1), layout!((32,2):(2,1)), V2, 4, 8;
    f32x2_stride4: layout!(1024:1), layout!((32,2):(4,1)), V2, 4, 8;
    f32x4_contiguous: layout!(1024:1), layout!((32,4):(4,1)), V4u, 4, 16;
    f32x4_stride8: layout!(1024:1), layout!((32,4):(8,1)), V4u, 4, 16;
    f32x4_stride32: layout!(1024:1), layout!((32,4):(32,1)), V4u, 4, 16;
    f16_contiguous: layout!(2048:1), layout!((32,1):(1,0)), u16, 2, 2;
    f16_stride64: layout!(2048:1), layout!((32,1):(64,0)), u16, 2, 2;
    f16x8_rows_unswizzled: layout!((8,64):(64,1)), layout!(((8,4),8):((1,64),8)), V4u, 2, 16;
    f16x8_rows_sw333: layout!((8,64):(64,1)), layout!(((8,4),8):((1,64),8)), V4u, 2, 16, Sw333;
    u8_contiguous: layout!(4096:1), layout!((32,1):(1,0)), u8, 1, 1;
    f16x8_rows_repeated: layout!((8,64):(64,1)), layout!(((8,4),8):((1,0),8)), V4u, 2, 16;
}
