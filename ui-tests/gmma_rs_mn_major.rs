// A GMMA atom with A in registers takes a K-major A only (CuTe's static_assert).
use cute_layout::atom::{gmma, MMA_Atom, SM90_64x64x16_F32F16F16_RS};

fn main() {
    println!("{}", MMA_Atom::<SM90_64x64x16_F32F16F16_RS<gmma::MajorMN, gmma::MajorK>>::default());
}
