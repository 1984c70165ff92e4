//! `print_tensor` against CuTe's own output in `tests/data/print_tensor_expected.txt` (the
//! output of `tests/data/print_tensor_oracle.cpp`, CuTe 4.2 headers, host g++; rebuild it with
//! `tests/data/print_tensor_oracle.sh`). Addresses differ from run to run: both sides write
//! them as `PTR`.

#[path = "support/cute_prints.rs"]
mod cute_prints;
use cute_layout::atom::{
    make_tiled_copy, BFloat16, Copy_Atom, Half, SM70_8x8x4_F32F16F16F32_TN,
    SM80_16x8x16_F32F16F16F32_TN, TFloat32, TiledMMA, UniversalCopy,
};
use cute_layout::prelude::*;
use cute_layout::tensor::{
    composition, flat_divide, local_partition, local_partition_step, local_tile, local_tile_step,
    logical_divide, make_identity_tensor, make_register_tensor, print_tensor, tiled_divide,
    zipped_divide, Tensor, X,
};
use cute_prints::assert_prints;

/// The text with the address of each `ptr[Nb](0x...)` written as `PTR`.
fn without_addresses(text: &str) -> String {
    text.lines()
        .map(|l| match (l.find("]("), l.find(") o ")) {
            (Some(a), Some(b)) if (l.starts_with("ptr[") || l.starts_with("subptr[")) && a < b => {
                format!("{}PTR{}", &l[..a + 2], &l[b..])
            }
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn print_tensor_matches_cute() {
    let ints: Vec<i32> = (0..64).map(|k| k * 7 - 100).collect();
    let floats: Vec<f32> = (0..64).map(|k| (k - 20) as f32 * 0.375).collect();
    let doubles: Vec<f64> = (0..16)
        .map(|k| (k - 8) as f64 * 1.0e-3 + k as f64 * 1000.0)
        .collect();
    let i = &ints[..];
    let big = Tensor::<_, layout!((8, 8):(1, 8))>::new(i).unwrap();
    let id = make_identity_tensor(make_shape!((_8, _8)));
    let idr = make_identity_tensor(make_shape!((10usize, 7usize)));
    type L24 = layout!((2, 4):(4, 1));
    type Mma70 = TiledMMA<SM70_8x8x4_F32F16F16F32_TN, layout!((2, 2, 1):(2, 1, 0))>;
    type Mma80 = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2, 2, 1):(1, 2, 0))>;
    let cpy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, Half>::new(),
        <layout!((16, 8):(8, 1))>::new(),
        <layout!((1, 8):(0, 1))>::new(),
    );
    let ca = make_identity_tensor(make_shape!((10usize, 7usize)));
    let cta_ca = local_tile_step(
        &ca,
        make_shape!((_4, _3, _2)),
        (2usize, 0usize, Underscore),
        (U1::new(), X::default(), U1::new()),
    );
    let t22 = <layout!((2, 2):(1, 2))>::new();
    let ka = local_tile(&ca, make_shape!((_4, _2)), (1usize, Underscore));
    let cg = make_identity_tensor(make_shape!((100usize, 128usize)));
    let id48 = make_identity_tensor(make_shape!((_4, _8)));
    let id107 = make_identity_tensor(make_shape!((10usize, 7usize)));
    let s8: Vec<i8> = (0..8).map(|k| (k * 9 - 60) as i8).collect();
    let u8s: Vec<u8> = (0..8).map(|k| (k * 28) as u8).collect();
    let s16: Vec<i16> = (0..8).map(|k| (k * -300) as i16).collect();
    let u16s: Vec<u16> = (0..8).map(|k| (k * 8500) as u16).collect();
    let x = |k: i32| (k - 5) as f32 * 0.3 + (k * k) as f32 * 100.0;
    let halves: Vec<Half> = (0..8).map(|k| Half::from_f32(x(k))).collect();
    let bf16s: Vec<BFloat16> = (0..8).map(|k| BFloat16::from_f32(x(k))).collect();
    let tf32s: Vec<TFloat32> = (0..8).map(|k| TFloat32::from_f32(x(k))).collect();
    let ours = [
        print_tensor(&Tensor::<_, layout!(6:3)>::new(i).unwrap()),
        print_tensor(&Tensor::<_, layout!((4, 6):(1, 4))>::new(i).unwrap()),
        print_tensor(&Tensor::<_, layout!((3, 5):(5, 1))>::new(&floats[..]).unwrap()),
        print_tensor(&Tensor::<_, layout!((2, 3, 2):(1, 2, 6))>::new(i).unwrap()),
        print_tensor(&Tensor::<_, layout!((2, 2, 2, 2):(1, 2, 4, 8))>::new(i).unwrap()),
        print_tensor(&Tensor::<_, layout!((2, 4):(4, 1))>::new(&doubles[..]).unwrap()),
        print_tensor(&Tensor::<_, layout!(((2, 2), 3):((1, 8), 2))>::new(i).unwrap()),
        print_tensor(&local_partition(&big, <layout!((2, 4):(4, 1))>::new(), 5)),
        // Identity tensors: whole, tiled at a run-time coordinate, partitioned by a thread.
        print_tensor(&make_identity_tensor(make_shape!((_4, _3)))),
        print_tensor(&make_identity_tensor(make_shape!((_12, 2)))),
        print_tensor(&make_identity_tensor(make_shape!((_2, _2, _2)))),
        print_tensor(&make_identity_tensor(make_shape!((_5,)))),
        print_tensor(&id.local_tile(make_shape!((_4, _2)), (1, 2))),
        print_tensor(&id.local_tile(make_shape!((_4, _2)), (0, 0))),
        print_tensor(&id.local_partition(<layout!((2, 4):(4, 1))>::new(), 5)),
        print_tensor(&idr.local_tile(make_shape!((_4, _4)), (2, 1))),
        // 8- and 16-bit integers and CuTe's 16- and 19-bit floats.
        print_tensor(&Tensor::<_, L24>::new(&s8[..]).unwrap()),
        print_tensor(&Tensor::<_, L24>::new(&u8s[..]).unwrap()),
        print_tensor(&Tensor::<_, L24>::new(&s16[..]).unwrap()),
        print_tensor(&Tensor::<_, L24>::new(&u16s[..]).unwrap()),
        print_tensor(&Tensor::<_, L24>::new(&halves[..]).unwrap()),
        print_tensor(&Tensor::<_, L24>::new(&bf16s[..]).unwrap()),
        print_tensor(&Tensor::<_, L24>::new(&tf32s[..]).unwrap()),
        // A thread's part of an identity tensor (a TiledMMA's partition_a and partition_c, a
        // TiledCopy's partition_s).
        print_tensor(
            &Mma70::default()
                .get_slice(5)
                .partition_a(&make_identity_tensor(make_shape!((_32, _8)))),
        ),
        print_tensor(
            &Mma80::default()
                .get_slice(5)
                .partition_c(&make_identity_tensor(make_shape!((_64, _32)))),
        ),
        print_tensor(
            &cpy.get_slice(9)
                .partition_s(&make_identity_tensor(make_shape!((_64, _64)))),
        ),
        // Static extent-1 modes: the whole tensor keeps its basis stride, a tile or a thread's
        // part has stride _0 there; a mode with one thread keeps the origin's constant _0.
        print_tensor(&make_identity_tensor(make_shape!((_1, _4)))),
        print_tensor(&id.local_tile(make_shape!((_4, _1)), (1, 2))),
        print_tensor(
            &make_identity_tensor(make_shape!((_4, _3)))
                .local_partition(<layout!((2, 3):(1, 2))>::new(), 4),
        ),
        print_tensor(
            &make_identity_tensor(make_shape!((_8, _12)))
                .local_partition(<layout!((8, 4):(1, 8))>::new(), 5),
        ),
        print_tensor(
            &make_identity_tensor(make_shape!((8usize, 12usize)))
                .local_tile(make_shape!((_4, _3)), (1, 2))
                .local_partition(<layout!((2, 3):(1, 2))>::new(), 4),
        ),
        print_tensor(
            &make_identity_tensor(make_shape!((4usize, _3)))
                .local_partition(<layout!((2, 3):(1, 2))>::new(), 4),
        ),
        print_tensor(
            &make_identity_tensor(make_shape!((_1, _4)))
                .local_partition(<layout!((1, 2):(0, 1))>::new(), 1),
        ),
        // A predicated GEMM's identity tensors: tiles that keep a mode's tiles (a `_`
        // coordinate, or a Step projection), their thread partitions (also projected) and
        // atom partitions.
        print_tensor(&local_tile(
            &ca,
            make_shape!((_4, _2)),
            (1usize, Underscore),
        )),
        print_tensor(&local_tile(
            &ca,
            make_shape!((_4, _2)),
            (Underscore, 3usize),
        )),
        print_tensor(&local_tile(
            &make_identity_tensor(make_shape!((_4, _4))),
            make_shape!((_2, _2)),
            (Underscore, Underscore),
        )),
        print_tensor(&cta_ca),
        print_tensor(&local_partition(&cta_ca, t22, 3)),
        print_tensor(&local_partition_step(
            &cta_ca,
            t22,
            3,
            (U1::new(), X::default()),
        )),
        print_tensor(&local_partition_step(
            &cta_ca,
            t22,
            3,
            (X::default(), U1::new()),
        )),
        print_tensor(&local_partition_step(
            &ca,
            <layout!((4, 2):(1, 4))>::new(),
            6,
            (U1::new(), U1::new()),
        )),
        print_tensor(&local_partition_step(
            &make_identity_tensor(make_shape!((_8, _6))),
            <layout!((4, 2):(1, 4))>::new(),
            6,
            (X::default(), U1::new()),
        )),
        print_tensor(&cpy.get_slice(9).partition_s(&local_tile(
            &cg,
            make_shape!((_16, _64)),
            (2usize, Underscore),
        ))),
        print_tensor(&Mma80::default().get_slice(5).partition_a(&local_tile(
            &cg,
            make_shape!((_32, _16)),
            (1usize, Underscore),
        ))),
        // Tensors of bool: CuTe counts a bool as one bit, and packs a register tensor of them.
        print_tensor(&{
            let mut pr = make_register_tensor::<bool, _>(<layout!((4, 2):(1, 0))>::new());
            pr[(1usize, 0usize)] = true;
            pr
        }),
        print_tensor(
            &Tensor::<_, layout!((2, 4):(1, 2))>::new(
                &[true, false, true, true, false, false, true, false][..],
            )
            .unwrap(),
        ),
        // Slices of them (the main loop's tAcA(_,_,_,k)).
        print_tensor(&ka.slice((Underscore, Underscore, 0))),
        print_tensor(&ka.slice((Underscore, Underscore, 3))),
        print_tensor(&ka.slice((2, Underscore, 1))),
        print_tensor(&ka.slice((Underscore, 1, Underscore))),
        print_tensor(&make_identity_tensor(make_shape!((_8, _4))).slice((Underscore, 1))),
        print_tensor(&ca.slice((3, Underscore))),
        print_tensor(
            &cpy.get_slice(9)
                .partition_s(&local_tile(
                    &cg,
                    make_shape!((_16, _64)),
                    (2usize, Underscore),
                ))
                .slice((Underscore, Underscore, Underscore, 1)),
        ),
        // One-mode tilers and thread layouts keep the tile's (or the rest's) tuple.
        print_tensor(&local_tile(
            &Tensor::with_layout(i, make_layout!((64usize,):(_1,))).unwrap(),
            make_shape!((_8,)),
            3usize,
        )),
        print_tensor(&local_tile(
            &Tensor::with_layout(i, make_layout!((_64,):(_1,))).unwrap(),
            make_shape!((_8,)),
            5usize,
        )),
        print_tensor(&local_partition(
            &Tensor::with_layout(i, make_layout!((_64,):(_1,))).unwrap(),
            <layout!(8:1)>::new(),
            3,
        )),
        print_tensor(&local_partition(
            &Tensor::with_layout(i, make_layout!((64usize,):(_1,))).unwrap(),
            <layout!(8:1)>::new(),
            3,
        )),
        print_tensor(&local_tile(
            &Tensor::with_layout(i, make_layout!((8usize, 8usize):(_1, 8usize))).unwrap(),
            make_shape!((_4,)),
            (1usize, Underscore),
        )),
        print_tensor(&local_tile(
            &Tensor::with_layout(i, make_layout!((8usize, 8usize):(_1, 8usize))).unwrap(),
            make_shape!((_4,)),
            (1usize, 2usize),
        )),
        // A tile coordinate shorter than the grid: `_` for the modes it leaves out.
        print_tensor(&local_tile(
            &Tensor::with_layout(i, make_layout!((8usize, 8usize):(_1, 8usize))).unwrap(),
            make_shape!((_4,)),
            (1usize,),
        )),
        print_tensor(&local_tile_step(
            &Tensor::with_layout(i, make_layout!((8usize, 8usize):(_1, 8usize))).unwrap(),
            make_shape!((_2, _4)),
            (3usize, 1usize),
            step!(X, _1),
        )),
        print_tensor(&local_tile(
            &Tensor::<_, layout!((4, 4, 4):(1, 4, 16))>::new(i).unwrap(),
            make_shape!((_2, _2, _4)),
            (1usize, 0usize),
        )),
        // Identity tiles along a mode that one static tile spans: the origin keeps `_0`.
        print_tensor(&local_tile(
            &make_identity_tensor(make_shape!((_4, 7usize))),
            make_shape!((_4, _2)),
            (0usize, Underscore),
        )),
        print_tensor(&local_tile(
            &make_identity_tensor(make_shape!((9usize, _2))),
            make_shape!((_4, _2)),
            (Underscore, 0usize),
        )),
        print_tensor(&local_tile(
            &make_identity_tensor(make_shape!((_3, 7usize))),
            make_shape!((_4, _2)),
            (0usize, Underscore),
        )),
        print_tensor(&local_tile_step(
            &make_identity_tensor(make_shape!((_4, 7usize))),
            make_shape!((_4, _3, _2)),
            (0usize, 1usize, Underscore),
            (U1::new(), X::default(), U1::new()),
        )),
        print_tensor(&local_partition(
            &local_tile(
                &make_identity_tensor(make_shape!((_4, 7usize))),
                make_shape!((_4, _2)),
                (0usize, Underscore),
            ),
            t22,
            1,
        )),
        // Divides and composition of identity tensors.
        print_tensor(&zipped_divide(&id48, make_shape!((_2, _4)))),
        print_tensor(&logical_divide(&id48, make_shape!((_2, _4)))),
        print_tensor(&flat_divide(&id48, make_shape!((_2, _4)))),
        print_tensor(&tiled_divide(&id107, make_tile!(_2:_2, _2))),
        print_tensor(&composition(&id48, <layout!((8, 4):(4, 1))>::new())),
        print_tensor(
            &zipped_divide(&id107, make_shape!((_4, _2))).slice((Underscore, (1usize, 2usize))),
        ),
        print_tensor(&zipped_divide(
            &make_identity_tensor(make_shape!((_4, 3usize))),
            make_shape!((_2, _2)),
        )),
    ];
    assert_prints(
        &ours,
        include_str!("data/print_tensor_expected.txt"),
        without_addresses,
    );
}

#[test]
fn the_address_is_the_first_element() {
    let data: Vec<u64> = (0..64).collect();
    let big = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    let part = local_partition(&big, <layout!((2, 4):(4, 1))>::new(), 5);
    let text = print_tensor(&part);
    let want = format!("ptr[64b]({:p}) o ", &data[part[0usize] as usize]);
    assert!(text.starts_with(&want), "{text}");
}

/// A partial tile at a matrix's edge: the elements past the storage print as `?`, in columns
/// as wide as the others (CuTe reads past the data there, so it has no answer to compare).
#[test]
fn elements_past_the_storage_keep_the_columns() {
    let data: Vec<i32> = (0..96).collect();
    let m = Tensor::with_layout(&data[..], make_layout!((12usize, 8usize):(8usize, _1))).unwrap();
    let text = print_tensor(&local_tile(&m, make_shape!((_5, _5)), (2usize, 1usize)));
    let rows: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(rows.len(), 5);
    assert!(rows[0].starts_with("   85   86   87"), "{text}");
    assert!(rows[1].ends_with("   95    ?    ?"), "{text}");
    assert!(rows[4].chars().all(|c| c == ' ' || c == '?'), "{text}");
    assert!(rows.iter().all(|r| r.len() == rows[0].len()), "{text}");
}
