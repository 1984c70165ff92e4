//! `Display` of TiledMMAs and TiledCopies against CuTe's own `print` in
//! `tests/data/atom_print_expected.txt` (the output of `tests/data/atom_print_oracle.cpp`, CuTe
//! 4.2 headers, host g++; rebuild it with `tests/data/atom_print_oracle.sh`).

#[path = "support/cute_prints.rs"]
mod cute_prints;
use cute_layout::atom::{gmma, BFloat16, FloatE4M3, SM90_64x64x16_F32F16F16_RS, TFloat32};
use cute_layout::atom::{
    make_tiled_copy, make_tiled_mma, AutoVectorizingCopy, AutoVectorizingCopyWithAssumedAlignment,
    Copy_Atom, DefaultCopy, Half, MMA_Atom, SM75_U32x4_LDSM_N, SM80_16x8x16_F32F16F16F32_TN,
    SM80_16x8x8_F16F16F16F16_TN, SM80_16x8x8_F32F16F16F32_TN, TiledMMA, UniversalCopy,
    UniversalFMA, SM80_CP_ASYNC_CACHEALWAYS, SM80_CP_ASYNC_CACHEGLOBAL,
};
use cute_layout::prelude::*;
use cute_layout::swizzle::tile_to_shape;
use cute_layout::typenum::{U24, U32, U64, U96};
use cute_prints::assert_prints;

/// `ss_smem_selector`'s atom, printed on one line.
fn sel<Mj, T, M, K>() -> String
where
    Mj: gmma::SmemSelector<T, M, K>,
    gmma::SsSmemSelector<Mj, T, M, K>: Default + std::fmt::Display,
{
    format!("{}\n", gmma::SsSmemSelector::<Mj, T, M, K>::default())
}

/// The values of a tensor part over `0, 1, 2, ...`: each element's offset from the tile's
/// start, as CuTe's `&p(i) - base`.
fn offsets<E: cute_layout::tensor::Engine<Elem = u32>, L>(
    p: &cute_layout::tensor::Tensor<E, L>,
) -> String
where
    L: AnyLayout + cute_layout::Crd2IdxOp<usize>,
{
    let v: Vec<String> = (0..p.size()).map(|i| p[i].to_string()).collect();
    format!("{}\n", v.join(" "))
}

#[test]
fn prints_match_cute() {
    // Thread partitions of tensors over GMMA's swizzled tiles, whose swizzle acts on absolute
    // addresses: the elements each thread's part reads.
    let data: Vec<u32> = (0..128 * 64).collect();
    let sa = make_tensor(
        &data[..],
        tile_to_shape(
            gmma::Layout_K_SW128_Atom::<Half>::default(),
            make_shape!((_128, _64)),
        ),
    )
    .unwrap();
    let tc = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, Half>::default(),
        <layout!((16,8):(8,1))>::default(),
        <layout!((1, 8))>::default(),
    );
    let p8 = tc.get_slice(8).partition_d(&sa);
    let inner = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u32>, Half>::default(),
        <layout!((2, 1))>::default(),
        <layout!((2, 1))>::default(),
    );
    let sa64 = make_tensor(
        &data[..],
        tile_to_shape(
            gmma::Layout_K_SW64_Atom::<Half>::default(),
            make_shape!((_64, _32)),
        ),
    )
    .unwrap();
    let rs = make_tiled_mma(
        SM90_64x64x16_F32F16F16_RS::<gmma::MajorK, gmma::MajorK>::default(),
        <layout!((1, 1, 1))>::default(),
    );
    let sb = make_tensor(
        &data[..],
        tile_to_shape(
            gmma::Layout_MN_SW128_Atom::<f32>::default(),
            make_shape!((_64, _32)),
        ),
    )
    .unwrap();
    let tc2 = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        <layout!((16, 8))>::default(),
        <layout!((4, 1))>::default(),
    );
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
        make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, <layout!((2,2))>::default())
            .get_slice(37)
            .to_string(),
        TiledMMA::<SM80_16x8x8_F16F16F16F16_TN, layout!((1,2,2):(4,1,2)), (U32, U32, U16)>::default()
            .get_slice(100)
            .to_string(),
        make_tiled_copy(
            Copy_Atom::<DefaultCopy, f32>::default(),
            <layout!((32,8))>::default(),
            <layout!((4,1))>::default(),
        )
        .get_slice(3)
        .to_string(),
        Copy_Atom::<AutoVectorizingCopy, Half>::default().to_string(),
        Copy_Atom::<AutoVectorizingCopyWithAssumedAlignment<U64>, f64>::default().to_string(),
        offsets(&tc.get_slice(7).partition_d(&sa)),
        offsets(&tc.get_slice(8).partition_d(&sa)),
        offsets(&tc.get_slice(77).partition_d(&sa)),
        offsets(&rs.get_slice(5).partition_a(&sa64)),
        offsets(&rs.get_slice(127).partition_a(&sa64)),
        offsets(&inner.get_slice(0).partition_d(&p8)),
        offsets(&inner.get_slice(1).partition_d(&p8)),
        offsets(&p8.flatten()),
        offsets(&p8.coalesce()),
        offsets(&tc2.get_slice(1).partition_d(&sb)),
        offsets(&tc2.get_slice(100).partition_d(&sb)),
        print_layout(gmma::Layout_K_SW32_Atom::<Half>::default()),
        print_layout(gmma::Layout_K_INTER_Atom::<f32>::default()),
        print_layout(gmma::Layout_MN_SW64_Atom::<Half>::default()),
        format!(
            "{}\n",
            gmma::Layout_MN_INTER_Atom::<Half>::default().as_position_independent()
        ),
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
