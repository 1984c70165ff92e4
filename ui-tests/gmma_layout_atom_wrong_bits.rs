// A GMMA layout atom says which values its swizzled bytes hold: a tile of the f32 atom under
// an F16 GMMA's A.
use cute_layout::atom::{gmma, TiledMMA, SM90_64x64x16_F32F16F16_SS};
use cute_layout::prelude::*;
use cute_layout::swizzle::TileToShape;

fn main() {
    type Mma = TiledMMA<SM90_64x64x16_F32F16F16_SS<gmma::MajorK, gmma::MajorK>, layout!((2,1,1):(1,0,0))>;
    type Smem = TileToShape<gmma::Layout_K_SW128_Atom<f32>, shape!((128, 32))>;
    let thr = Mma::default().get_slice(5);
    let _ = thr.partition_fragment_a(Smem::default());
}
