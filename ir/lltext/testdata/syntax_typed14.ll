; typed zoo (llvmlite/Julia-like), LLVM 14 syntax
source_filename = "julia"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128-ni:10:11:12:13"
target triple = "x86_64-unknown-linux-gnu"

%jl_value_t = type opaque
%jl_array_t = type { i8 addrspace(13)*, i64, i16, i16, i32 }
%rec = type { %rec*, i32 }
%fwd = type { %later* }
%later = type { i64 }

@jl_nothing = external global {}*
@jl_global_1 = internal global {} addrspace(10)* null, align 8
@str = private unnamed_addr constant [3 x i8] c"hi\00"
@strp = global i8* getelementptr inbounds ([3 x i8], [3 x i8]* @str, i32 0, i32 0)
@fnp = global i32 (i32)* @id
@bc = global i8* bitcast (i32 (i32)* @id to i8*)
@vt = global { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast (i32 (i32)* @id to i8*), i8* null] }
@vtp = global i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @vt, i32 0, inrange i32 0, i32 1)
@ce1 = global i1 icmp eq (i8* bitcast (i32 (i32)* @id to i8*), i8* null)
@ce2 = global i64 select (i1 icmp ne (i8** @strp, i8** null), i64 1, i64 2)
@ce3 = global i32 extractvalue ({ i32, i32 } { i32 1, i32 2 }, 1)
@ce4 = global i64 udiv (i64 ptrtoint (i8** @strp to i64), i64 8)
@ce5 = global i64 and (i64 ptrtoint (i8** @strp to i64), i64 8)
@ce6 = global float fadd (float 1.0, float 2.0)
@ce7 = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> undef, <2 x i32> <i32 1, i32 0>)
@al = alias i32 (i32), i32 (i32)* @id

declare {}*** @julia.get_pgcstack()
declare nonnull {} addrspace(10)* @jl_box_int64(i64 signext)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare i32 @printf(i8* nocapture readonly, ...)
declare void @sr(%rec* sret(%rec), i8* byval(i8))

define i32 @id(i32 %x) {
  ret i32 %x
}

define nonnull {} addrspace(10)* @julia_f_123({} addrspace(10)* nonnull align 16 dereferenceable(40) %0, i64 signext %1) #0 !dbg !5 {
top:
  %gcframe = alloca {} addrspace(10)*, i32 3, align 16
  %pgcstack = call {}*** @julia.get_pgcstack()
  %2 = bitcast {} addrspace(10)* %0 to %jl_array_t addrspace(10)*
  %3 = addrspacecast %jl_array_t addrspace(10)* %2 to %jl_array_t addrspace(11)*
  %4 = getelementptr inbounds %jl_array_t, %jl_array_t addrspace(11)* %3, i64 0, i32 1
  %5 = load i64, i64 addrspace(11)* %4, align 8, !tbaa !10, !range !12
  %6 = bitcast {} addrspace(10)* %0 to {} addrspace(10)* addrspace(10)*
  %7 = addrspacecast {} addrspace(10)* addrspace(10)* %6 to {} addrspace(10)* addrspace(11)*
  %8 = load atomic {} addrspace(10)*, {} addrspace(10)* addrspace(11)* %7 unordered, align 8, !tbaa !10, !nonnull !13
  call void @llvm.dbg.declare(metadata {} addrspace(10)* %0, metadata !14, metadata !DIExpression(DW_OP_deref)), !dbg !15
  call void @llvm.dbg.value(metadata i64 %1, metadata !14, metadata !DIExpression()), !dbg !15
  %9 = add i64 %5, %1
  %10 = call nonnull {} addrspace(10)* @jl_box_int64(i64 signext %9)
  %11 = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @str, i64 0, i64 0), i32 1)
  %12 = call i32 bitcast (i32 (i32)* @id to i32 (i64)*)(i64 1)
  %13 = call {}*** inttoptr (i64 140737488355328 to {}*** ()*)()
  %14 = getelementptr inbounds {}**, {}*** %13, i64 2
  %15 = load {}**, {}*** %14, align 8
  store {} addrspace(10)* %10, {} addrspace(10)* addrspace(11)* %7, align 8
  %16 = cmpxchg i64 addrspace(11)* %4, i64 0, i64 1 seq_cst seq_cst
  %17 = atomicrmw add i64 addrspace(11)* %4, i64 1 seq_cst
  %fp = load i32 (i32)*, i32 (i32)** @fnp
  %18 = call i32 %fp(i32 3)
  %19 = alloca %rec
  call void @sr(%rec* sret(%rec) %19, i8* byval(i8) null)
  %20 = getelementptr %rec, %rec* %19, i32 0, i32 0
  %21 = load %rec*, %rec** %20
  %vp = alloca <2 x i32>*
  %22 = getelementptr i32, <2 x i32*> <i32* null, i32* null>, <2 x i64> <i64 1, i64 2>
  br label %L3
L2:
  %va = va_arg i8** %vp2, i32
  ret {} addrspace(10)* %10
L3:
  %vp2 = alloca i8*
  br label %L2
}

attributes #0 = { "frame-pointer"="all" "probe-stack"="inline-asm" "julia.fsig"="f(Int64)" }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_Julia, file: !3, producer: "julia", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug, nameTableKind: None)
!3 = !DIFile(filename: "julia", directory: ".")
!5 = distinct !DISubprogram(name: "f", linkageName: "julia_f_123", scope: null, file: !3, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !7)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!10 = !{!11, !11, i64 0}
!11 = !{!"jtbaa_arraylen", !16, i64 0}
!12 = !{i64 0, i64 9223372036854775807}
!13 = !{}
!14 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !3, line: 1, type: !17)
!15 = !DILocation(line: 1, scope: !5)
!16 = !{!"jtbaa"}
!17 = !DIBasicType(name: "Int64", size: 64, encoding: DW_ATE_signed)
