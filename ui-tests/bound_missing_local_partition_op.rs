// A generic function that partitions a tensor over threads needs `L: LocalPartitionOp<Thr>`.
use cute_layout::prelude::*;
fn mine<L: StaticLayout>(t: &Tensor<&[f32], L>, thread: usize) -> usize {
    t.local_partition(<layout!((2, 4):(4, 1))>::new(), thread).data().len()
}
fn main() {
    let t = Tensor::<_, layout!((4, 8):(8, 1))>::from_array(&[0.0f32; 32]);
    let _ = mine(&t, 3);
}
