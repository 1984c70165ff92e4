use cute_layout::prelude::*;

#[test]
fn smoke() {
    type L = layout!((4, (2, 4)):(2, (1, 8)));
    assert_eq!(L::default().to_string(), "(_4,(_2,_4)):(_2,(_1,_8))");
    assert_eq!((L::SIZE, L::COSIZE, L::RANK, L::DEPTH), (32, 32, 2, 2));
    assert_eq!(Coalesce::<layout!((2,(1,6)):(1,(6,2)))>::default().to_string(), "_12:_1");
    assert_eq!(Coalesce::<layout!((4,3):(2,7))>::default().to_string(), "(_4,_3):(_2,_7)");
    assert_eq!(Coalesce::<layout!((1,4):(5,2))>::default().to_string(), "_4:_2");
    assert_eq!(Coalesce::<layout!((8,8,((8,1))):(1,8,((64,512))))>::default().to_string(), "_512:_1");
    assert_eq!(CoalesceBy::<layout!(((2,3),4,5):((1,2),6,24)), shape!((1,1,1))>::default().to_string(), "(_6,_4,_5):(_1,_6,_24)");
    assert_eq!(CoalesceBy::<layout!(((1,12),((1,24),2)):((0,1),((4,12),1))), stride!((1,((1,1),1)))>::default().to_string(), "(_12,((_1,_24),_2)):(_1,((_0,_12),_1))");
}
