"""Compiles a generated kernel to PTX for sm_90a with NVRTC, as CubeCL's CUDA runtime does.

Usage: nvrtc.py NVIDIA_ROOT KERNEL.cu OUT.ptx (NVIDIA_ROOT: the unpacked wheels' `nvidia/`).
"""
import ctypes
import sys

root, src_path, out_path = sys.argv[1:4]
lib = ctypes.CDLL(f"{root}/cuda_nvrtc/lib/libnvrtc.so.12")
prog = ctypes.c_void_p()
src = open(src_path).read().encode()
assert lib.nvrtcCreateProgram(ctypes.byref(prog), src, b"kernel.cu", 0, None, None) == 0
opts = [b"--gpu-architecture=compute_90a", b"-std=c++17", b"-default-device"]
opts += [f"-I{root}/{d}/include".encode() for d in ("cuda_runtime", "cuda_cccl", "cuda_nvcc")]
status = lib.nvrtcCompileProgram(prog, len(opts), (ctypes.c_char_p * len(opts))(*opts))
size = ctypes.c_size_t()
if status != 0:
    lib.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
    log = ctypes.create_string_buffer(size.value)
    lib.nvrtcGetProgramLog(prog, log)
    sys.exit(log.value.decode()[-4000:])
lib.nvrtcGetPTXSize(prog, ctypes.byref(size))
ptx = ctypes.create_string_buffer(size.value)
lib.nvrtcGetPTX(prog, ptx)
open(out_path, "wb").write(ptx.value)
