"""The inputs of the atom conformance corpus (`atom_gen.py` asks CuTe for every answer): the
atoms, layouts, tensors and fragments each operation is tried on. Data only; nothing here
computes an answer."""
import re

FMA_TYPES = ["float", "double", "half_t", "int32_t"]
SM70 = [f"SM70_8x8x4_{v}_{m}" for v in ("F16F16F16F16", "F32F16F16F32")
        for m in ("TN", "NT", "NN", "TT")]
SM75 = ["SM75_16x8x8_F32F16F16F32_TN", "SM75_8x8x16_S32S8S8S32_TN"]
SM80 = ["SM80_16x8x8_F16F16F16F16_TN", "SM80_16x8x8_F32F16F16F32_TN",
        "SM80_16x8x8_F32BF16BF16F32_TN", "SM80_16x8x16_F16F16F16F16_TN",
        "SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x16_F32BF16BF16F32_TN",
        "SM80_16x8x4_F32TF32TF32F32_TN", "SM80_16x8x8_F32TF32TF32F32_TN",
        "SM80_8x8x4_F64F64F64F64_TN", "SM80_8x8x16_S32S8S8S32_TN", "SM80_16x8x16_S32S8S8S32_TN",
        "SM80_16x8x32_S32S8S8S32_TN"]
# CuTe's other SM80 integer, complex and binary atoms, SM61's dot products, SM89's FP8 and SM90's
# F64/C64 `mma.sync` atoms (most share a layout with one above; the value types differ).
SM80_INT = [f"SM80_{mnk}_S32{a}{b}S32_TN{sat}" for mnk in ("8x8x16", "16x8x16", "16x8x32")
            for a in ("S8", "U8") for b in ("S8", "U8") for sat in ("", "_SATURATE")
            if (a, b, sat) != ("S8", "S8", "")]
SM80_INT4 = [f"SM80_{mnk}_S32{a}{b}S32_TN{sat}" for mnk in ("8x8x32", "16x8x32", "16x8x64")
             for a in ("S4", "U4") for b in ("S4", "U4") for sat in ("", "_SATURATE")]
# (Not SM80_16x8x128_S32U1U1S32_TN_*: CuTe 4.2's ALayout of it has a stride that is not
# congruent with its shape, and no TiledMMA of it compiles.)
SM80_BIN = [f"SM80_{mnk}_S32U1U1S32_TN_{op}" for mnk in ("8x8x128", "16x8x256")
            for op in ("XORPOPC", "ANDPOPC")]
# (Not the complex-valued atoms, C64: their values are not a `Numeric` of the Rust library.)
SM80_MORE = SM80_INT + SM80_INT4 + SM80_BIN
SM61 = ["SM61_DP4A", "SM61_DP2A"]
SM89 = [f"SM89_16x8x32_{d}{a}{b}{d}_TN" for d in ("F32", "F16")
        for a in ("E4M3", "E5M2") for b in ("E4M3", "E5M2")]
SM90_SYNC = [f"SM90_16x8x{k}_F64F64F64F64_TN" for k in (4, 8, 16)]
K, MN = "GMMA::Major::K", "GMMA::Major::MN"
THRS = ["(_32,_8):(_1,_32)", "(_8,_32):(_32,_1)", "(_16,_16):(_16,_1)", "(_32,_4):(_4,_1)"]
TILED_COPIES = [
    ("Copy_Atom<UniversalCopy<uint128_t>,float>", THRS,
     ["(_4,_1):(_1,_0)", "(_1,_4):(_0,_1)", "(_2,_2):(_1,_2)", "(_2,_1):(_1,_0)", "(_8,_1):(_1,_0)"]),
    ("Copy_Atom<UniversalCopy<uint128_t>,half_t>", THRS[:2],
     ["(_8,_1):(_1,_0)", "(_1,_8):(_0,_1)", "(_4,_1):(_1,_0)", "(_4,_2):(_1,_4)"]),
    ("Copy_Atom<UniversalCopy<uint32_t>,half_t>", THRS[:2], ["(_2,_1):(_1,_0)", "(_1,_1):(_0,_0)"]),
    ("Copy_Atom<UniversalCopy<double>,double>", THRS[2:], ["(_1,_1):(_0,_0)", "(_2,_1):(_1,_0)"]),
    ("Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>,half_t>", ["(_16,_8):(_8,_1)", "(_32,_4):(_1,_32)"],
     ["(_1,_8):(_0,_1)", "(_8,_1):(_1,_0)", "(_1,_4):(_0,_1)"]),
    ("Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint32_t>,float>", ["(_16,_8):(_8,_1)"], ["(_1,_1):(_0,_0)"]),
    ("Copy_Atom<SM75_U32x4_LDSM_N,half_t>", ["(_32,_1):(_1,_0)", "(_16,_2):(_2,_1)", "(_8,_1):(_1,_0)"],
     ["(_1,_8):(_0,_1)", "(_2,_4):(_4,_1)", "(_1,_4):(_0,_1)"]),
    ("Copy_Atom<SM50_Shuffle_U32_2x2Trans_XOR1,uint32_t>", ["(_32,_1):(_1,_0)", "(_16,_2):(_2,_1)"],
     ["(_1,_2):(_0,_1)", "(_2,_2):(_1,_2)"]),
    ("Copy_Atom<SM50_Shuffle_U32_2x2Trans_XOR4,float>", ["(_32,_1):(_1,_0)"], ["(_1,_2):(_0,_1)"]),
    ("Copy_Atom<SM75_U32x1_MOVM_T,half_t>", ["(_32,_1):(_1,_0)", "(_8,_4):(_4,_1)"], ["(_1,_2):(_0,_1)"]),
]
# Layouts of 32 elements (as a copy's source and destination) and layouts with stride-0 modes.
SIZE32 = ["(_8,_4):(_1,_8)", "(_8,_4):(_4,_1)", "(_8,_4):(_1,_16)", "(_4,_8):(_1,_4)",
          "((_2,_4),_4):((_1,_8),_2)", "(_2,(_4,_4)):(_16,(_1,_4))", "_32:_1", "(_4,_2,_4):(_2,_1,_8)",
          "(_8,_4):(_2,_16)", "(_32,_1):(_1,_0)"]
WITH_ZEROS = ["(_4,(_2,_3)):(_0,(_1,_0))", "(_4,_8):(_0,_1)", "(_4,_8):(_1,_0)", "_8:_0",
              "((_2,_2),(_4,_3)):((_0,_1),(_2,_0))", "(_4,(_2,_3)):(_0,(_1,_2))",
              "(_2,_2,_2):(_0,_0,_0)", "(_3,_1,_4):(_1,_0,_3)", "((_4,_8),(_2,_2)):((_64,_1),(_0,_8))"]
# Layouts with run-time leaves (a run-time leading dimension, a run-time extent).
MIXED = ["(_8,_4):(_1,8)", "(_8,_4):(4,_1)", "(8,_4):(_1,8)", "((_2,_4),_4):((_1,8),_2)",
         "(_4,_8):(_0,_1)", "(_8,4):(_1,_8)"]
# Layouts with static zero strides and run-time extents (their nullspace has run-time strides)
# or a run-time zero stride (not in the nullspace: CuTe keeps only static zeros).
MIXED_ZEROS = ["(8,_4):(_1,_0)", "(_4,(5,_3)):(_0,(_1,_0))", "(6,_4,3):(_0,_1,_0)",
               "((_2,7),_3):((_0,_2),_0)", "(_4,_8):(0,_1)", "(3,(_1,_4)):(_0,(_0,_0))",
               "(5,6):(_0,_0)"]
# Layouts whose aligned runs are not the whole layout (max_alignment).
ALIGNMENT = ["(_6,_8):(_1,_6)", "(_6,_8):(_1,_12)", "(_2,_4,_8):(_64,_1,_8)", "(_8,_8):(_1,12)",
             "(12,_8):(_1,12)", "(_4,_2):(_1,_2)", "(_4,_8):(_16,_1)", "(_16,_4):(_1,_24)",
             "(_128,_8):(_1,128)", "((_8,_16),_4):((_1,_64),_8)", "(_3,_4):(_4,_1)"]
# Shared-memory tiles with CuTe's swizzles, and the global tiles copied into them.
SWIZZLED = ["Sw<3,3,3> o (_8,_64):(_64,_1)", "Sw<2,3,3> o (_8,_32):(_32,_1)",
            "Sw<3,3,3> o (_128,_8):(_1,_128)", "Sw<1,2,3> o (_16,_8):(_8,_1)",
            "Sw<3,4,3> o (_8,_64):(_64,_1)", "Sw<2,3,3> o _64 o (_8,_64):(_64,_1)"]
SWIZZLED_PAIRS = [("(_8,_64):(_64,_1)", "Sw<3,3,3> o (_8,_64):(_64,_1)"),
                  ("(_8,_64):(64,_1)", "Sw<3,3,3> o (_8,_64):(_64,_1)"),
                  ("(_8,_64):(_1,_8)", "Sw<3,3,3> o (_8,_64):(_64,_1)"),
                  ("(_128,_8):(_1,128)", "Sw<3,3,3> o (_128,_8):(_1,_128)"),
                  ("(_128,_8):(_1,_128)", "Sw<2,2,3> o (_128,_8):(_1,_128)"),
                  ("(_8,_32):(_32,_1)", "Sw<2,3,3> o (_8,_32):(_32,_1)"),
                  ("Sw<3,3,3> o (_8,_64):(_64,_1)", "Sw<3,3,3> o (_8,_64):(_64,_1)"),
                  ("Sw<3,3,3> o (_8,_64):(_64,_1)", "Sw<2,3,3> o (_8,_64):(_64,_1)"),
                  ("Sw<3,4,3> o (_8,_64):(_64,_1)", "Sw<3,3,3> o (_8,_64):(_64,_1)")]
# Layouts to allocate registers like (static shapes; strides static, run-time or zero).
LIKE = ["(_4,_4):(_32,2400)", "(_4,_4):(_32,_1)", "((_2,_4),_3,_5):((_0,_8),_1,_40)", "(_2,_3,_4):(_12,_4,_1)",
        "(_2,_3,_4):(12,4,1)", "((_2,_2,_2),_2,_2):((_1,_2,_4),_16,_8)", "((_2,_2),_4,_2):((136,_8),_32,2176)",
        "((_8,_1),_4,_2):((_1,_0),640,_16)", "(_8,(_4,_2)):(_1,(100,_8))", "_8:_4", "(_8):(_2)", "_8:_0",
        "(_4,_2,_3):(_0,_4,_0)", "((_2,_2),(_2,_3)):((_6,_1),(_3,_24))", "(_2,_4,_3):(3,1,24)",
        "(_4,_4,_2):(0,1,4)", "((_4,_2),_4):((_2,_1),_8)", "(_3,_5,_7,_2):(_35,_7,_1,_105)"]
LIKE_RUNTIME = ["(8,_4):(_4,_1)", "(300,(_2,8)):(_0,(1,600))", "((2,3),_4):((_0,3),1)", "(5,7):(7,1)"]
# (copy atom, threads, values, a tensor shape that the tile divides)
PARTITIONED_COPIES = [
    ("Copy_Atom<UniversalCopy<uint128_t>,float>", "(_32,_8):(_1,_32)", "(_4,_1):(_1,_0)", (256, 64)),
    ("Copy_Atom<UniversalCopy<uint128_t>,float>", "(_8,_32):(_32,_1)", "(_1,_4):(_0,_1)", (64, 256)),
    ("Copy_Atom<UniversalCopy<uint128_t>,half_t>", "(_16,_16):(_16,_1)", "(_4,_2):(_1,_4)", (128, 64)),
    ("Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>,half_t>", "(_16,_8):(_8,_1)", "(_1,_8):(_0,_1)",
     (64, 128)),
    ("Copy_Atom<UniversalCopy<double>,double>", "(_16,_16):(_16,_1)", "(_2,_1):(_1,_0)", (64, 32)),
]
# Swizzled shared-memory tensors partitioned by a run-time thread index: CuTe's slice of a
# swizzled layout at a run-time coordinate (a MixedBits offset, or a decay to run-time strides).
SWIZZLED_MMA = [("SM80_16x8x16_F32F16F16F32_TN", "(_2,_2,_1):(_1,_2,_0) ; _",
                 {"a": ["Sw<3,3,3> o (_64,_64):(_64,_1)", "Sw<3,3,3> o (_64,_64):(_1,_64)",
                        "Sw<2,3,3> o (_64,_32):(_32,_1)"],
                  "b": ["Sw<3,3,3> o (_32,_64):(_64,_1)", "Sw<3,3,3> o (_32,_64):(_1,_32)",
                        "Sw<2,3,3> o _0 o (_32,_32):(_32,_1)"]}),
                ("SM80_16x8x8_F32TF32TF32F32_TN", "(_2,_1,_1):(_1,_0,_0) ; <_,_16,_>",
                 {"a": ["Sw<3,2,3> o (_32,_32):(_32,_1)"], "b": ["Sw<2,2,3> o (_32,_16):(_16,_1)"]})]
SWIZZLED_COPIES = [
    ("Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>,half_t>", "(_16,_8):(_8,_1)", "(_1,_8):(_0,_1)",
     ["Sw<3,3,3> o (_64,_64):(_64,_1)", "Sw<2,3,3> o (_32,_32):(_32,_1)"]),
    ("Copy_Atom<SM75_U32x4_LDSM_N,half_t>", "(_32,_1):(_1,_0)", "(_1,_8):(_0,_1)",
     ["Sw<3,3,3> o (_64,_64):(_64,_1)", "Sw<2,3,3> o (_32,_32):(_32,_1)"]),
]
# (copy atom, threads, values, register fragments to retile: the fragments of MMA partitions
# and of copy partitions)
MMA_FRAGS = ["((_2,_2,_2),_2,_2):((_1,_2,_4),_8,_16)", "((_2,_2,_2),_4,_2):((_1,_2,_4),_8,_32)",
             "((_2,_2),_2,_4):((_1,_2),_4,_8)", "((_2,_2),_4,_2):((_1,_2),_4,_16)",
             "((_2,_2),_8,_2):((_1,_2),_4,_32)", "(_8,_2,_2):(_1,_8,_16)", "(_4,_4,_2):(_1,_4,_16)",
             "((_2,_2,_2),(_2,_2),_2):((_1,_2,_4),(_8,_16),_32)", "((_4,_2),_2,_2):((_1,_4),_8,_16)"]
RETILED = [
    ("Copy_Atom<SM75_U32x4_LDSM_N,half_t>", "(_32,_1):(_1,_0)", "(_1,_8):(_0,_1)", MMA_FRAGS),
    ("Copy_Atom<SM75_U32x2_LDSM_N,half_t>", "(_32,_1):(_1,_0)", "(_1,_4):(_0,_1)", MMA_FRAGS),
    ("Copy_Atom<SM75_U16x8_LDSM_T,half_t>", "(_32,_1):(_1,_0)", "(_8,_1):(_1,_0)", MMA_FRAGS),
    ("Copy_Atom<UniversalCopy<uint32_t>,half_t>", "(_32,_4):(_4,_1)", "(_2,_1):(_1,_0)", MMA_FRAGS),
    ("Copy_Atom<UniversalCopy<uint128_t>,half_t>", "(_16,_8):(_8,_1)", "(_1,_8):(_0,_1)",
     ["((_8,_1),_4,_2):((_1,_0),_8,_32)", "(_8,_4,_2):(_1,_8,_32)", "((_8,_2),_2,_2):((_1,_8),_16,_32)"]
     + MMA_FRAGS[:4]),
    ("Copy_Atom<UniversalCopy<uint64_t>,float>", "(_8,_16):(_16,_1)", "(_2,_1):(_1,_0)",
     ["((_2,_1),_4,_2):((_1,_0),_2,_8)", "((_2,_2),_2,_2):((_1,_2),_4,_8)"] + MMA_FRAGS[3:6]),
    # Values per thread against the atom's 8: fewer that divide 8, fewer that do not (6: CuTe's
    # Shape Divisibility Condition), more that 8 divides or not (12).
    ("Copy_Atom<SM75_U32x4_LDSM_N,half_t>", "(_32,_1):(_1,_0)", "(_1,_8):(_0,_1)",
     [f"(_{v},_2,_2):(_1,_{v},_{2 * v})" for v in (2, 4, 6, 12, 24)] + ["((_3,_2),_2,_2):((_1,_3),_6,_12)"]),
    ("Copy_Atom<UniversalCopy<uint128_t>,half_t>", "(_16,_8):(_8,_1)", "(_1,_8):(_0,_1)",
     ["(_6,_4,_2):(_1,_6,_24)", "(_10,_2,_2):(_1,_10,_20)", "(_4,_4,_2):(_1,_4,_16)"]),
]
# make_cotiled_copy: (copy atom, (thread, value) -> address layouts, data layouts)
COTILED = [
    ("Copy_Atom<UniversalCopy<uint128_t>,float>", ["(_32,_4):(_4,_1)", "(_16,_4):(_4,_1)", "(_8,(_4,_2)):(_4,(_1,_32))"],
     ["(_16,_8):(_8,_1)", "(_16,_8):(_1,_16)", "(_32,_8):(_8,_1)", "(_16,_4):(_4,_1)", "((_4,_4),_8):((_8,_32),_1)",
      "(_4,_8,_4):(_32,_4,_1)", "(_8,_16):(_16,_1)", "(_64,_2):(_2,_1)"]),
    ("Copy_Atom<UniversalCopy<uint128_t>,half_t>", ["(_32,_8):(_8,_1)", "(_16,(_8,_2)):(_8,(_1,_128))"],
     ["(_16,_16):(_16,_1)", "(_16,_16):(_1,_16)", "(_32,_16):(_16,_1)", "((_8,_2),(_8,_2)):((_8,_128),(_1,_64))",
      "(_8,_32):(_32,_1)", "(_16,_8,_2):(_8,_1,_128)"]),
    ("Copy_Atom<UniversalCopy<uint32_t>,float>", ["(_32,_1):(_1,_0)", "(_32,_2):(_2,_1)", "(_32,_2):(_1,_32)"],
     ["(_8,_4):(_4,_1)", "(_8,_8):(_1,_8)", "(_8,_8):(_8,_1)", "(_4,_4,_4):(_16,_4,_1)", "(_32,_2):(_1,_32)"]),
    ("Copy_Atom<UniversalCopy<uint64_t>,half_t>", ["(_16,_4):(_4,_1)"],
     ["(_8,_8):(_8,_1)", "(_8,_8):(_1,_8)", "((_2,_4),_8):((_32,_1),_4)"]),
]
COTILED_PARTITIONS = [
    ("Copy_Atom<UniversalCopy<uint128_t>,float>", "(_32,_4):(_4,_1)", "(_16,_8):(_8,_1)",
     ["(_16,_8):(_8,_1)", "(_64,_32):(_32,_1)", "(_32,_16):(_1,_32)", "(64,32):(32,1)"]),
    ("Copy_Atom<UniversalCopy<uint128_t>,half_t>", "(_32,_8):(_8,_1)", "(_16,_16):(_1,_16)",
     ["(_16,_16):(_1,_16)", "(_32,_64):(_1,_32)", "(32,64):(1,32)"]),
    ("Copy_Atom<UniversalCopy<uint32_t>,float>", "(_32,_2):(_2,_1)", "(_4,_4,_4):(_16,_4,_1)",
     ["(_8,_8,_4):(_32,_4,_1)", "(_4,_4,_4):(_16,_4,_1)"]),
]
SM80_2X2 = ("SM80_16x8x16_F32F16F16F32_TN", "(_2,_2,_1):(_1,_2,_0) ; _")
COPIES_FOR_MMA = [
    ("tiled_copy_a", "Copy_Atom<SM75_U32x4_LDSM_N,half_t>") + SM80_2X2,
    ("tiled_copy_a", "Copy_Atom<SM75_U32x2_LDSM_N,half_t>") + SM80_2X2,
    ("tiled_copy_b", "Copy_Atom<SM75_U32x2_LDSM_N,half_t>") + SM80_2X2,
    ("tiled_copy_b", "Copy_Atom<SM75_U16x4_LDSM_T,half_t>") + SM80_2X2,
    ("tiled_copy_c", "Copy_Atom<UniversalCopy<uint32_t>,float>") + SM80_2X2,
    ("tiled_copy_c", "Copy_Atom<UniversalCopy<uint64_t>,float>") + SM80_2X2,
    ("tiled_copy_c", "Copy_Atom<SM90_U32x4_STSM_N,half_t>", "SM80_16x8x16_F16F16F16F16_TN",
     "(_2,_2,_1):(_1,_2,_0) ; _"),
    ("tiled_copy_a", "Copy_Atom<UniversalCopy<float>,float>", "UniversalFMA<float,float,float,float>",
     "(_16,_16,_1):(_1,_16,_0) ; _"),
    ("tiled_copy_c", "Copy_Atom<UniversalCopy<float>,float>", "UniversalFMA<float,float,float,float>",
     "(_16,_16,_1):(_1,_16,_0) ; _"),
    ("tiled_copy_a", "Copy_Atom<SM75_U32x4_LDSM_N,half_t>", "SM80_16x8x16_F32F16F16F32_TN",
     "(_2,_2,_1):(_1,_2,_0) ; <_32,(_8,_2,_2):(_1,_16,_8),_>"),
    ("tiled_copy_b", "Copy_Atom<SM75_U32x4_LDSM_N,half_t>", "SM80_16x8x16_F32F16F16F32_TN",
     "(_2,_2,_1):(_1,_2,_0) ; <_32,(_8,_2,_2):(_1,_16,_8),_>"),
]
GMMA_K = "SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>"
# make_tiled_copy_C_atom (an epilogue's bridge from the accumulators to a copy), and
# make_tiled_copy_S/D of it or of a plain TiledCopy.
C_ATOM_COPIES = [
    ("Copy_Atom<UniversalCopy<float>,float>", "UniversalFMA<float,float,float,float>",
     "(_16,_16,_1):(_1,_16,_0) ; _"),
    ("Copy_Atom<UniversalCopy<uint64_t>,float>",) + SM80_2X2,
    ("Copy_Atom<UniversalCopy<uint32_t>,float>",) + SM80_2X2,
    ("Copy_Atom<UniversalCopy<uint128_t>,float>", "SM80_16x8x16_F32F16F16F32_TN",
     "(_2,_2,_1):(_1,_2,_0) ; <_64,_32,_16>"),
    ("Copy_Atom<UniversalCopy<uint32_t>,half_t>", "SM80_16x8x16_F16F16F16F16_TN",
     "(_2,_2,_1):(_1,_2,_0) ; _"),
    ("Copy_Atom<SM90_U32x4_STSM_N,half_t>", "SM80_16x8x16_F16F16F16F16_TN",
     "(_2,_2,_1):(_1,_2,_0) ; <_64,_32,_16>"),
    ("Copy_Atom<SM90_U32x4_STSM_N,half_t>", GMMA_K, "(_2,_1,_1):(_1,_0,_0) ; _"),
    ("Copy_Atom<SM90_U32x2_STSM_N,half_t>", GMMA_K, "(_1,_1,_1):(_0,_0,_0) ; _"),
    ("Copy_Atom<UniversalCopy<uint64_t>,float>", GMMA_K, "(_2,_1,_1):(_1,_0,_0) ; _"),
    ("Copy_Atom<UniversalCopy<uint32_t>,float>", "SM80_16x8x8_F32TF32TF32F32_TN",
     "(_2,_1,_1):(_1,_0,_0) ; <_,_16,_>"),
    ("Copy_Atom<UniversalCopy<double>,double>", "SM80_8x8x4_F64F64F64F64_TN",
     "(_2,_2,_1):(_1,_2,_0) ; <_32,_16,_8>"),
    # more values per copy than a thread holds of C: CuTe's static_assert
    ("Copy_Atom<SM90_U32x4_STSM_N,half_t>", "SM80_16x8x16_F16F16F16F16_TN",
     "(_2,_2,_1):(_1,_2,_0) ; _"),
    ("Copy_Atom<UniversalCopy<uint64_t>,float>", "UniversalFMA<float,float,float,float>",
     "(_16,_16,_1):(_1,_16,_0) ; _"),
]
COPIES_OF_COPIES = [
    ("Copy_Atom<UniversalCopy<uint32_t>,half_t>",
     "copy Copy_Atom<SM75_U32x4_LDSM_N,half_t> ; (_32,_1):(_1,_0) ; (_1,_8):(_0,_1)"),
    ("Copy_Atom<UniversalCopy<uint128_t>,float>",
     "copy Copy_Atom<UniversalCopy<uint128_t>,float> ; (_32,_8):(_8,_1) ; (_1,_4):(_0,_1)"),
    ("Copy_Atom<UniversalCopy<uint32_t>,float>",
     "copy Copy_Atom<UniversalCopy<uint64_t>,float> ; (_16,_8):(_1,_16) ; (_2,_1):(_1,_0)"),
    ("Copy_Atom<UniversalCopy<float>,float>",
     "c_atom Copy_Atom<UniversalCopy<float>,float> ; UniversalFMA<float,float,float,float> ; "
     "(_16,_16,_1):(_1,_16,_0) ; _"),
    ("Copy_Atom<UniversalCopy<uint64_t>,float>",
     "c_atom Copy_Atom<UniversalCopy<uint64_t>,float> ; SM80_16x8x16_F32F16F16F32_TN ; "
     "(_2,_2,_1):(_1,_2,_0) ; _"),
    ("Copy_Atom<UniversalCopy<uint32_t>,half_t>",
     "c_atom Copy_Atom<SM90_U32x4_STSM_N,half_t> ; SM80_16x8x16_F16F16F16F16_TN ; "
     "(_2,_2,_1):(_1,_2,_0) ; <_64,_32,_16>"),
    ("Copy_Atom<SM90_U32x4_STSM_N,half_t>",
     f"c_atom Copy_Atom<SM90_U32x4_STSM_N,half_t> ; {GMMA_K} ; (_2,_1,_1):(_1,_0,_0) ; _"),
]
# (atom, AtomLayoutMNK ; Permutation, a tile (M, N, K) that the TiledMMA divides)
PARTITIONED = [
    ("SM80_16x8x16_F32F16F16F32_TN", "(_2,_2,_1):(_1,_2,_0) ; _", (64, 32, 32)),
    ("SM80_16x8x8_F32TF32TF32F32_TN", "(_2,_1,_1):(_1,_0,_0) ; <_,_16,_>", (32, 32, 16)),
    ("SM75_16x8x8_F32F16F16F32_TN", "(_1,_2,_1):(_0,_1,_0) ; _", (32, 32, 16)),
    ("SM70_8x8x4_F32F16F16F32_TN", "(_2,_2,_1):(_2,_1,_0) ; _", (32, 16, 8)),
    ("UniversalFMA<float,float,float,float>", "(_8,_8,_1):(_1,_8,_0) ; _", (32, 16, 4)),
    ("SM80_8x8x4_F64F64F64F64_TN", "(_2,_2,_1):(_1,_2,_0) ; <_32,_16,_8>", (64, 32, 8)),
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "(_2,_1,_1):(_1,_0,_0) ; _", (128, 64, 32)),
    (f"SM90_64x32x16_F16F16F16_RS<{K},{K}>", "(_1,_1,_1):(_0,_0,_0) ; _", (64, 64, 16)),
]
# GMMA operands in shared memory: canonical unswizzled (INTERLEAVE) tiles of A (128 x 32) and
# B (64 x 32), K-major and MN-major, and tiles that are not canonical.
GMMA_SMEM = {
    "a": ["((_8,_16),(_8,_4)):((_8,_64),(_1,_1024))", "((_8,_16),(_8,_4)):((_1,_64),(_8,_1024))",
          "((_8,_16),(_8,_4)):((_8,_128),(_1,_64))", "((_8,_16),(_8,_4)):((_1,_128),(_8,_2048))",
          "(_128,_32):(_8,_1)", "((_8,_16),(_8,_4)):((_16,_128),(_1,_2048))",
          "((_8,_16),(_8,_4)):((_8,_64),(_1,1024))", "((_8,_16),(_16,_2)):((_16,_128),(_1,_2048))"],
    "b": ["((_8,_8),(_8,_4)):((_8,_64),(_1,_512))", "((_8,_8),(_8,_4)):((_1,_64),(_8,_512))",
          "((_8,_8),(_8,_4)):((_8,_256),(_1,_64))", "(_64,_32):(_32,_1)"],
}
GMMA_SS = [f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", f"SM90_64x64x16_F32F16F16_SS<{MN},{MN}>",
           f"SM90_64x32x16_F16F16F16_SS<{MN},{K}>", f"SM90_64x64x16_F32BF16BF16_RS<{K},{MN}>"]
ATOM_LAYOUTS = ["(_1,_1,_1):(_0,_0,_0)", "(_2,_2,_1):(_1,_2,_0)", "(_2,_2,_1):(_2,_1,_0)",
                "(_4,_1,_1):(_1,_0,_0)", "(_1,_4,_1):(_0,_1,_0)", "(_2,_4,_1):(_1,_2,_0)",
                "(_2,_1,_2):(_1,_0,_2)"]
PERMUTED = [("(_2,_2,_1):(_1,_2,_0)", "<_32,_32,_16>"),
            ("(_2,_2,_1):(_1,_2,_0)", "<_,_32,_>"),
            ("(_2,_2,_1):(_1,_2,_0)", "<_32,(_8,_2,_2):(_1,_16,_8),_>"),
            ("(_2,_2,_1):(_1,_2,_0)", "<(_16,_2):(_2,_1),_16,_32>"),
            ("(_1,_2,_1):(_0,_1,_0)", "<_,(_4,_4):(_4,_1),_>"),
            ("(_4,_2,_1):(_1,_4,_0)", "<_64,_32,_16>")]
COPY_BITS = ["uint8_t", "uint16_t", "uint32_t", "uint64_t", "uint128_t", "float", "half_t",
             "double"]
# CuTe's auto-vectorizing copies: one value, its width left to the copy algorithm.
AUTO_COPIES = ["DefaultCopy", "AutoVectorizingCopy"] + [
    f"AutoVectorizingCopyWithAssumedAlignment<{n}>" for n in (8, 16, 32, 64, 128)]
AUTO_TILED_COPIES = [
    ("Copy_Atom<DefaultCopy,float>", THRS[:2], ["(_4,_1):(_1,_0)", "(_1,_1):(_0,_0)", "(_2,_2):(_1,_2)"]),
    ("Copy_Atom<AutoVectorizingCopy,half_t>", THRS[2:], ["(_1,_8):(_0,_1)", "(_8,_1):(_1,_0)"]),
    ("Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<64>,double>", THRS[:1], ["(_2,_1):(_1,_0)"]),
]
CP_ASYNC = ["SM80_CP_ASYNC_CACHEALWAYS", "SM80_CP_ASYNC_CACHEGLOBAL",
            "SM80_CP_ASYNC_CACHEALWAYS_ZFILL", "SM80_CP_ASYNC_CACHEGLOBAL_ZFILL"]
# Register exchanges within a warp (shuffles, movmatrix), then ldmatrix and stmatrix.
WARP_COPIES = ["SM50_Shuffle_U32_2x2Trans_XOR1", "SM50_Shuffle_U32_2x2Trans_XOR4", "SM75_U32x1_MOVM_T"]
LDSM = ["SM75_U32x1_LDSM_N", "SM75_U32x2_LDSM_N", "SM75_U32x4_LDSM_N", "SM75_U16x2_LDSM_T",
        "SM75_U16x4_LDSM_T", "SM75_U16x8_LDSM_T", "SM90_U32x1_STSM_N", "SM90_U32x2_STSM_N",
        "SM90_U32x4_STSM_N", "SM90_U16x2_STSM_T", "SM90_U16x4_STSM_T", "SM90_U16x8_STSM_T"]


# The K-major GMMA families: (value part and source, K, the N CuTe declares).
ALL_N = list(range(8, 257, 8))
INT8_N = [n for n in ALL_N if n <= 32 or n % 16 == 0]
GMMA_TN = [(f"F32TF32TF32_{s}_TN", 8, ALL_N) for s in ("SS", "RS")] + \
    [(f"S32{a}{b}_{s}_TN{sat}", 32, INT8_N) for a in ("S8", "U8") for b in ("S8", "U8")
     for s in ("SS", "RS") for sat in ("", "_SATURATE")] + \
    [(f"{d}{a}{b}_{s}_TN", 32, ALL_N) for d in ("F16", "F32") for a in ("E4M3", "E5M2")
     for b in ("E4M3", "E5M2") for s in ("SS", "RS")]



def tn_args(v):
    """CuTe's tf32 and fp8 GMMA atoms are templates (input scales, defaulted); the 8-bit integer
    ones are not."""
    return "" if v.startswith("S32") else "<>"


# GMMA's shared-memory layout atoms, the tiles built from them, and GMMA operands in them.
GMMA_ATOMS = [f"Layout_{m}_{k}_Atom" for m in ("K", "MN") for k in ("INTER", "SW32", "SW64", "SW128")]
ATOM_TYPES = ["half_t", "bfloat16_t", "float", "tfloat32_t", "int8_t"]
TILED_ATOMS = [(f"GMMA::{a}<half_t>", shape) for a in GMMA_ATOMS
               for shape in ("(_128,_64)", "(_64,_64,_3)")] + \
              [(f"GMMA::{a}<float>", "(_64,_32)") for a in GMMA_ATOMS] + \
              [("GMMA::Layout_K_SW128_Atom<half_t>", "(_12,_64)"),
               ("GMMA::Layout_MN_SW128_Atom<half_t>", "(_64,_24)")]
# (atom, operand, atom of the operand's tile, tile shape): every swizzle kind, both majors, and
# operands whose tile is of the other major (CuTe rejects them).
GMMA_SWIZZLED = [
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "a", "K_SW128", "(_128,_64)"),
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "a", "K_SW64", "(_128,_32)"),
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "a", "K_SW32", "(_128,_16)"),
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "a", "K_INTER", "(_128,_32)"),
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "b", "K_SW128", "(_64,_64)"),
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "b", "K_SW32", "(_64,_32)"),
    (f"SM90_64x64x16_F32F16F16_SS<{MN},{MN}>", "a", "MN_SW128", "(_128,_64)"),
    (f"SM90_64x64x16_F32F16F16_SS<{MN},{MN}>", "a", "MN_SW64", "(_128,_32)"),
    (f"SM90_64x64x16_F32F16F16_SS<{MN},{MN}>", "b", "MN_SW32", "(_64,_32)"),
    (f"SM90_64x64x16_F32F16F16_SS<{MN},{MN}>", "b", "MN_INTER", "(_64,_16)"),
    (f"SM90_64x128x16_F32BF16BF16_SS<{K},{MN}>", "a", "K_SW128", "(_128,_64)"),
    (f"SM90_64x128x16_F32BF16BF16_SS<{K},{MN}>", "b", "MN_SW128", "(_128,_64)"),
    (f"SM90_64x32x16_F16F16F16_RS<{K},{K}>", "b", "K_SW64", "(_32,_32)"),
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "a", "MN_SW128", "(_128,_64)"),
    (f"SM90_64x64x16_F32F16F16_SS<{MN},{MN}>", "b", "K_SW64", "(_64,_32)"),
    ("SM90_64x64x8_F32TF32TF32_SS_TN<>", "a", "K_SW128", "(_128,_32)"),
    ("SM90_64x64x8_F32TF32TF32_SS_TN<>", "b", "K_SW64", "(_64,_16)"),
    ("SM90_64x128x32_F32E4M3E5M2_SS_TN<>", "a", "K_SW128", "(_128,_128)"),
    ("SM90_64x128x32_F32E4M3E5M2_SS_TN<>", "b", "K_SW32", "(_128,_64)"),
    ("SM90_64x32x32_S32S8S8_RS_TN", "b", "K_SW64", "(_32,_64)"),
    ("SM90_64x64x8_F32TF32TF32_SS_TN<>", "a", "MN_SW128", "(_128,_32)"),
]


# Operand tiles with a pipeline's stages (a third mode): their descriptor fragments keep it.
GMMA_STAGED = [
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "a", "K_SW128", "(_128,_64,_2)"),
    (f"SM90_64x64x16_F32F16F16_SS<{K},{K}>", "b", "K_SW64", "(_64,_32,_3)"),
    (f"SM90_64x64x16_F32F16F16_SS<{MN},{MN}>", "a", "MN_SW128", "(_128,_64,_4)"),
    (f"SM90_64x128x16_F32BF16BF16_SS<{K},{MN}>", "b", "MN_SW128", "(_128,_64,_2)"),
]


def gmma_value(atom, operand):
    """The C++ value type of operand `a` or `b` of a GMMA atom."""
    inputs = re.search(r"_(?:F16|F32|S32)([A-Z0-9]+?)_[SR]S", atom).group(1)
    names = {"F16": "half_t", "BF16": "bfloat16_t", "TF32": "tfloat32_t", "S8": "int8_t",
             "U8": "uint8_t", "E4M3": "float_e4m3_t", "E5M2": "float_e5m2_t"}
    parts = re.findall(r"BF16|TF32|F16|S8|U8|E4M3|E5M2", inputs)
    return names[parts[0 if operand == "a" else 1]]
