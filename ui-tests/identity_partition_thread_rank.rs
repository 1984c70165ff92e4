// A thread layout of more modes than the identity tensor it partitions: the error names
// local_partition and the rule, not the machinery.
use cute_layout::prelude::*;
use cute_layout::tensor::{local_partition, make_identity_tensor};
fn main() {
    let cc = make_identity_tensor(make_shape!((_16, _16)));
    let t = local_partition(&cc, <layout!((4, 4, 2):(1, 4, 16))>::new(), 3);
    println!("{t}");
}
