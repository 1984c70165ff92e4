//! `Display` of TiledMMAs and TiledCopies against CuTe's own `print` in
//! `tests/data/atom_print_expected.txt` (the output of `tests/data/atom_print_oracle.cpp`, CuTe
//! 4.2 headers, host g++; rebuild it with `tests/data/atom_print_oracle.sh`).

#[path = "support/cute_prints.rs"]
mod cute_prints;
use cute_layout::atom::{gmma, BFloat16, FloatE4M3, TFloat32};
use cute_layout::atom::{
    make_tiled_copy, make_tiled_mma, Copy_Atom, Half, MMA_Atom, SM75_U32x4_LDSM_N,
    SM80_16x8x16_F32F16F16F32_TN, SM80_16x8x8_F32F16F16F32_TN, TiledMMA, UniversalCopy,
    UniversalFMA, SM80_CP_ASYNC_CACHEALWAYS, SM80_CP_ASYNC_CACHEGLOBAL,
};
use cute_layout::prelude::*;
use cute_layout::typenum::{U24, U32, U96};
use cute_prints::assert_prints;

/// `ss_smem_selector`'s atom, printed on one line.
fn sel<Mj, T, M, K>() -> String
where
    Mj: gmma::SmemSelector<T, M, K>,
    gmma::SsSmemSelector<Mj, T, M, K>: Default + std::fmt::Display,
{
    format!("{}\n", gmma::SsSmemSelector::<Mj, T, M, K>::default())
}

#[test]
fn prints_match_cute() {
    let ours = [
        make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, <layout!((2,2,1):(1,2,0))>::default())
            .to_string(),
        make_tiled_mma(
            UniversalFMA::<f32, f32, f32, f32>::default(),
            <layout!((16,16,1):(1,16,0))>::default(),
        )
        .to_string(),
        TiledMMA::<SM80_16x8x8_F32F16F16F32_TN, layout!((2,2,1):(1,2,0)), (U32, U32, U16)>::default()
            .to_string(),
        make_tiled_copy(
            Copy_Atom::<UniversalCopy<u128>, f32>::default(),
            <layout!((32,8):(1,32))>::default(),
            <layout!((4,1):(1,0))>::default(),
        )
        .to_string(),
        make_tiled_copy(
            Copy_Atom::<SM80_CP_ASYNC_CACHEGLOBAL<u128>, Half>::default(),
            <layout!((32,4):(4,1))>::default(),
            <layout!((1,8):(0,1))>::default(),
        )
        .to_string(),
        MMA_Atom::<SM80_16x8x16_F32F16F16F32_TN>::default().to_string(),
        MMA_Atom::<UniversalFMA<f32, f32, f32, f32>>::default().to_string(),
        Copy_Atom::<UniversalCopy<u128>, Half>::default().to_string(),
        Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default().to_string(),
        Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u64>, f32>::default().to_string(),
        {
            let mma = TiledMMA::<
                SM80_16x8x16_F32F16F16F32_TN,
                layout!((2,2,1):(1,2,0)),
                tile!(_32, _64, _16),
            >::default();
            let sizes = [mma.tile_size::<0>(), mma.tile_size::<1>(), mma.tile_size::<2>()];
            format!("{} {} {}\n", sizes[0], sizes[1], sizes[2])
        },
        {
            let cpy = make_tiled_copy(
                Copy_Atom::<SM80_CP_ASYNC_CACHEGLOBAL<u128>, Half>::default(),
                <layout!((32,4):(4,1))>::default(),
                <layout!((1,8):(0,1))>::default(),
            );
            format!("{} {}\n", cpy.tile_size::<0>(), cpy.tile_size::<1>())
        },
        sel::<gmma::MajorK, Half, U128, U64>(),
        sel::<gmma::MajorK, Half, U128, U32>(),
        sel::<gmma::MajorK, Half, U64, U16>(),
        sel::<gmma::MajorK, Half, U64, U24>(),
        sel::<gmma::MajorMN, Half, U128, U64>(),
        sel::<gmma::MajorMN, Half, U96, U64>(),
        sel::<gmma::MajorMN, Half, U8, U64>(),
        sel::<gmma::MajorK, TFloat32, U128, U32>(),
        sel::<gmma::MajorK, FloatE4M3, U128, U64>(),
        sel::<gmma::MajorMN, BFloat16, U64, U64>(),
    ];
    assert_prints(
        &ours,
        include_str!("data/atom_print_expected.txt"),
        str::to_string,
    );
}
