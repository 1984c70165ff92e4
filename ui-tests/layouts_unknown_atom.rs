// layouts!: a TiledMMA layout of an atom the run-time engine does not know.
cute_layout::layouts! {
    pub type Tv = layout_c_tv(SM81_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0));
}

fn main() {}
