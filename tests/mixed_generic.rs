//! One kernel, generic over its tensor's layout with the same bounds for a static layout and
//! for one with run-time extents and strides: CuTe's `local_tile` per block, a loop over the
//! tile, a register fragment.

use cute_layout::prelude::*;
use cute_layout::tensor::{local_partition, local_tile, RegTensor, Tensor};

/// The static 4x4 CTA tile.
type Cta = (U4, U4);

/// The sum of each 4x4 tile, tiles in column-major order of the grid.
fn tile_sums<L>(t: &Tensor<&[f32], L>, grid: (usize, usize)) -> Vec<f32>
where
    L: LocalTileOp<Cta, (usize, usize)>,
    LocalTile<L, Cta, (usize, usize)>: Loops,
{
    let mut out = Vec::new();
    for j in 0..grid.1 {
        for i in 0..grid.0 {
            let tile = local_tile(t, Cta::default(), (i, j));
            out.push(tile.iter().sum());
        }
    }
    out
}

#[test]
fn one_kernel_for_static_and_mixed_layouts() {
    let data: Vec<f32> = (0..64).map(|i| i as f32).collect();
    let fixed = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    let (m, n) = (8usize, 8usize);
    let mixed = Tensor::with_layout(&data[..], make_layout!((m, n):(_1, m))).unwrap();
    let want: Vec<f32> = (0..2)
        .flat_map(|j| (0..2).map(move |i| (i, j)))
        .map(|(i, j)| {
            (0..4)
                .flat_map(|c| (0..4).map(move |r| (4 * i + r) + 8 * (4 * j + c)))
                .map(|o| o as f32)
                .sum()
        })
        .collect();
    assert_eq!(tile_sums(&fixed, (2, 2)), want);
    assert_eq!(tile_sums(&mixed, (2, 2)), want);
    // The tile of the mixed tensor: static extents, the run-time leading dimension.
    let tile = local_tile(&mixed, Cta::default(), (1usize, 0usize));
    assert_eq!(tile.layout().to_string(), "(_4,_4):(_1,8)");
}

#[test]
fn register_fragment_of_a_thread_partition() {
    let (m, k) = (64usize, 16usize);
    let data: Vec<f32> = (0..m * k).map(|i| i as f32).collect();
    let a = Tensor::with_layout(&data[..], make_layout!((m, k):(_1, m))).unwrap();
    // A partition of the whole matrix has run-time extents (the matrix's size is run-time)...
    let all = local_partition(&a, <layout!((16, 4):(1, 16))>::new(), 5);
    assert_eq!(all.layout().to_string(), "(4,4):(_16,256)");
    // ...a partition of a static CTA tile has static ones, which registers can hold.
    let cta = local_tile(&a, make_shape!((_64, _16)), (0usize, 0usize));
    let mine = local_partition(&cta, <layout!((16, 4):(1, 16))>::new(), 5);
    assert_eq!(mine.layout().to_string(), "(_4,_4):(_16,256)");
    let mut regs = RegTensor::fragment_like(&mine);
    assert_eq!(regs.layout().to_string(), "(_4,(_4)):(_1,(_4))");
    regs.copy_from(&mine);
    for c in 0..4usize {
        for r in 0..4usize {
            assert_eq!(regs[(r, c)], mine[(r, c)]);
            assert_eq!(regs[(r, c)], (5 + 16 * r + (c * 4) * m) as f32);
        }
    }
}
