// A generic copy needs `LD: ZipLoops<LS>` (destination: ZipLoops<source>).
use cute_layout::prelude::*;
fn copy<LD: StaticLayout, LS: StaticLayout>(d: &mut Tensor<&mut [f32], LD>, s: &Tensor<&[f32], LS>) {
    d.copy_from(s);
}
fn main() {
    let src = [0.0f32; 12];
    let mut dst = [0.0f32; 12];
    let s = Tensor::<_, layout!((3, 4):(4, 1))>::from_array(&src);
    let mut d = Tensor::<_, layout!((3, 4):(1, 3))>::from_array_mut(&mut dst);
    copy(&mut d, &s);
}
