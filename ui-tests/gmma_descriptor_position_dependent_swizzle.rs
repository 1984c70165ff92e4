// partition_fragment_A of a GMMA atom that reads A from shared memory through descriptors: a
// swizzle of element offsets (SM80's `Sw<3,3,3> o _0 o L`) is not one a descriptor encodes;
// GMMA's layout atoms (`gmma::Layout_K_SW128_Atom<Half>`) swizzle bytes.
use cute_layout::atom::{gmma, TiledMMA, SM90_64x64x16_F32F16F16_SS};
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;

fn main() {
    type Mma = TiledMMA<SM90_64x64x16_F32F16F16_SS<gmma::MajorK, gmma::MajorK>, layout!((2,1,1):(1,0,0))>;
    type Smem = Composition<Swizzle<U3, U3, U3>, layout!((128,64):(64,1))>;
    let thr = Mma::default().get_slice(5);
    let _ = thr.partition_fragment_a(Smem::default());
}
