//! `layouts!` aliases of swizzles and composed layouts: the value the macro evaluates (with the
//! run-time engine) is cross-checked at compile time against the type-level result of the same
//! expression; the expected texts are lines of `tests/data/swizzle_cases.txt` (CuTe's answers).

use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposedLayout, Swizzle};

layouts! {
    pub type Atom = Sw<3,3,3> o 0 o (8,64):(64,1);
    pub type Nested = Sw<2,3,3> o 0 o ((4,2),(8,4)):((32,128),(1,8));
    pub type Sw343 = Sw<3,4,3>;
    // composition | (8,64):(64,1) | Sw<3,4,3>
    pub type Composed = composition((8,64):(64,1), Sw343);
    // composition | Sw<3,3,3> o 0 o (8,64):(64,1) | (8,16):(16,1)
    pub type ThenLayout = composition(Atom, (8,16):(16,1));
    // coalesce / flatten | Sw<2,3,3> o 0 o ((4,2),(8,4)):((32,128),(1,8))
    pub type Coalesced = coalesce(Nested);
    pub type Flat = flatten(Nested);
    // tiled_divide | Sw<3,3,3> o 0 o (128,64):(64,1) | (32,8)
    pub type Tiled = tiled_divide(Sw<3,3,3> o 0 o (128,64):(64,1), (32,8));
    // blocked_product | Sw<3,3,3> o 0 o (8,64):(64,1) | (2,2):(1,2)
    pub type Blocked = blocked_product(Atom, (2,2):(1,2));
    // right_inverse | Sw<2,3,3> o 0 o (8,32):(32,1)
    pub type Inverse = right_inverse(Sw<2,3,3> o 0 o (8,32):(32,1));
    // slice | (3,_) | Sw<3,3,3> o 0 o (8,64):(64,1): the slice decays to a plain layout.
    pub type Row3 = slice((3,_), Atom);
    // slice | ((_,_),_) | Sw<3,3,3> o 0 o ((8,16),64):((64,512),1)
    pub type Kept = slice(((_,_),_), Sw<3,3,3> o 0 o ((8,16),64):((64,512),1));
}

/// Each alias prints as CuTe's answer (`$alias => $want`).
macro_rules! cute_answers {
    ($($alias:ty => $want:literal,)*) => {$(
        assert_eq!(<$alias>::default().to_string(), $want, stringify!($alias));
    )*};
}

#[test]
fn aliases_are_cute_answers() {
    cute_answers! {
        Atom => "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)",
        Sw343 => "Sw<3,4,3>",
        Composed => "Sw<3,1,3> o _0 o (_8,_64):(_64,_1)",
        ThenLayout => "Sw<3,3,3> o _0 o (_8,(_8,_2)):(_2,(_64,_1))",
        Coalesced => "Sw<2,3,3> o _0 o (_8,_32):(_32,_1)",
        Flat => "Sw<2,3,3> o _0 o (_4,_2,_8,_4):(_32,_128,_1,_8)",
        Tiled => "Sw<3,3,3> o _0 o ((_32,_8),_4,_8):((_64,_1),_2048,_8)",
        Blocked => "Sw<3,3,3> o _0 o ((_8,_2),(_64,_2)):((_64,_512),(_1,_1024))",
        Inverse => "Sw<2,1,-5> o _0 o (_32,_8):(_8,_1)",
        Row3 => "((_8,_4,_2)):((_1,_-8,_32))",
        Kept => "Sw<3,3,3> o _0 o (_8,_16,_64):(_64,_512,_1)",
    }
    // The alias is the main crate's composed layout type, and it converts back.
    let _: ComposedLayout<Swizzle<U3, U3, U3>, U0, _> = Atom::default();
    assert_eq!(
        Atom::default().as_dynamic().unwrap().to_string(),
        Atom::default().to_string()
    );
}

mod products_by_a_composed_layout {
    use cute_layout::prelude::*;

    layouts! {
        // CuTe's logical_product(Layout, ComposedLayout) and its zipped form (evaluated only).
        pub type Product = logical_product((2,2):(1,2), Sw<1,0,2> o 0 o (2,4):(4,1));
        pub type Zipped = zipped_product((2,2):(1,2), Sw<3,3,3> o 0 o (8,64):(64,1));
    }

    #[test]
    fn products_are_cute_answers() {
        // dynamic/tests/data/swizzle_rules.txt (checked against CuTe 4.2).
        cute_answers! {
            Product => "Sw<1,2,-1> o _0 o ((_2,_2),(_2,_4)):((_1,_2),(_16,_4))",
            Zipped => "Sw<3,2,-6> o _0 o ((_2,_2),(_8,_64)):((_1,_2),(_256,_4))",
        }
    }
}
