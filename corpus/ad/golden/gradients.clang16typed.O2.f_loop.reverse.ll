define internal double @f_loop.aug.ac.top(ptr %0, ptr %1, i32 %2, ptr %3) {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %36

6:
  %7 = zext i32 %2 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %12, label %10

10:
  %11 = and i64 %7, 4294967292
  br label %40

12:
  %13 = phi double [ undef, %6 ], [ %70, %75 ]
  %14 = phi i64 [ 0, %6 ], [ %71, %75 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %70, %75 ]
  %16 = phi i32 [ 0, %6 ], [ 1, %75 ]
  %17 = call ptr @irfix.ad.tape.push(ptr %3, i64 4)
  store i32 %16, ptr %17, align 1
  %18 = icmp eq i64 %8, 0
  br i1 %18, label %36, label %19

19:
  %iter = phi i64 [ 0, %12 ], [ %32, %19 ]
  %20 = phi i64 [ %29, %19 ], [ %14, %12 ]
  %21 = phi double [ %28, %19 ], [ %15, %12 ]
  %22 = phi i64 [ %30, %19 ], [ 0, %12 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %20
  %24 = getelementptr inbounds double, ptr %1, i64 %20
  %25 = load double, ptr %23, align 8
  %26 = tail call double @sin(double noundef %25) #1
  %27 = load double, ptr %23, align 8
  %28 = tail call double @llvm.fmuladd.f64(double %26, double %27, double %21)
  %29 = add nuw nsw i64 %20, 1
  %30 = add i64 %22, 1
  %31 = icmp eq i64 %30, %8
  %32 = add i64 %iter, 1
  br i1 %31, label %33, label %19

33:
  %34 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store i64 %14, ptr %34, align 1
  %35 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store i64 %iter, ptr %35, align 1
  br label %36

36:
  %37 = phi double [ 0.000000e+00, %4 ], [ %13, %12 ], [ %28, %33 ]
  %38 = phi i32 [ 0, %4 ], [ 1, %12 ], [ 2, %33 ]
  %39 = call ptr @irfix.ad.tape.push(ptr %3, i64 4)
  store i32 %38, ptr %39, align 1
  ret double %37

40:
  %iter.1 = phi i64 [ 0, %10 ], [ %74, %40 ]
  %41 = phi i64 [ 0, %10 ], [ %71, %40 ]
  %42 = phi double [ 0.000000e+00, %10 ], [ %70, %40 ]
  %43 = phi i64 [ 0, %10 ], [ %72, %40 ]
  %44 = getelementptr inbounds double, ptr %0, i64 %41
  %45 = getelementptr inbounds double, ptr %1, i64 %41
  %46 = load double, ptr %44, align 8
  %47 = tail call double @sin(double noundef %46) #1
  %48 = load double, ptr %44, align 8
  %49 = tail call double @llvm.fmuladd.f64(double %47, double %48, double %42)
  %50 = or i64 %41, 1
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = getelementptr inbounds double, ptr %1, i64 %50
  %53 = load double, ptr %51, align 8
  %54 = tail call double @sin(double noundef %53) #1
  %55 = load double, ptr %51, align 8
  %56 = tail call double @llvm.fmuladd.f64(double %54, double %55, double %49)
  %57 = or i64 %41, 2
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = getelementptr inbounds double, ptr %1, i64 %57
  %60 = load double, ptr %58, align 8
  %61 = tail call double @sin(double noundef %60) #1
  %62 = load double, ptr %58, align 8
  %63 = tail call double @llvm.fmuladd.f64(double %61, double %62, double %56)
  %64 = or i64 %41, 3
  %65 = getelementptr inbounds double, ptr %0, i64 %64
  %66 = getelementptr inbounds double, ptr %1, i64 %64
  %67 = load double, ptr %65, align 8
  %68 = tail call double @sin(double noundef %67) #1
  %69 = load double, ptr %65, align 8
  %70 = tail call double @llvm.fmuladd.f64(double %68, double %69, double %63)
  %71 = add nuw nsw i64 %41, 4
  %72 = add i64 %43, 4
  %73 = icmp eq i64 %72, %11
  %74 = add i64 %iter.1, 1
  br i1 %73, label %75, label %40

75:
  %76 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store i64 %iter.1, ptr %76, align 1
  br label %12
}

define internal void @f_loop.rev.ac.top(ptr %0, ptr %1, i32 %2, double %dret, ptr %tape) {
entry:
  %3 = alloca double
  %4 = alloca double
  %5 = alloca double
  %6 = alloca double
  %7 = alloca double
  %8 = alloca i64
  %9 = alloca i64
  %10 = alloca double
  %11 = alloca double
  %12 = alloca double
  %13 = alloca double
  %14 = alloca double
  %15 = alloca double
  %16 = alloca double
  %17 = alloca double
  %18 = alloca double
  %19 = alloca double
  %20 = alloca double
  %21 = alloca double
  %22 = alloca double
  %23 = alloca double
  %24 = alloca double
  %25 = alloca double
  %26 = alloca double
  %27 = alloca double
  %28 = alloca double
  %29 = alloca i64
  %30 = alloca double
  store double 0.000000e+00, ptr %30
  store double 0.000000e+00, ptr %28
  store double 0.000000e+00, ptr %27
  store double 0.000000e+00, ptr %26
  store double 0.000000e+00, ptr %25
  store double 0.000000e+00, ptr %24
  store double 0.000000e+00, ptr %23
  store double 0.000000e+00, ptr %22
  store double 0.000000e+00, ptr %21
  store double 0.000000e+00, ptr %20
  store double 0.000000e+00, ptr %19
  store double 0.000000e+00, ptr %18
  store double 0.000000e+00, ptr %17
  store double 0.000000e+00, ptr %16
  store double 0.000000e+00, ptr %15
  store double 0.000000e+00, ptr %14
  store double 0.000000e+00, ptr %13
  store double 0.000000e+00, ptr %12
  store double 0.000000e+00, ptr %11
  store double 0.000000e+00, ptr %10
  store double 0.000000e+00, ptr %7
  store double 0.000000e+00, ptr %6
  store double 0.000000e+00, ptr %5
  store double 0.000000e+00, ptr %4
  store double 0.000000e+00, ptr %3
  br label %rev.6

rev.8:
  %31 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %32 = load i64, ptr %31, align 1
  store i64 %32, ptr %29
  br label %33

33:
  br label %34

34:
  br label %210

rev.7:
  br label %35

35:
  %36 = load i64, ptr %29, align 8
  %37 = mul i64 %36, 4
  %38 = add i64 0, %37
  %39 = or i64 %38, 3
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load double, ptr %40, align 8
  %43 = tail call double @sin(double noundef %42) #1
  %44 = getelementptr inbounds double, ptr %1, i64 %39
  %45 = or i64 %38, 2
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %46, align 8
  %49 = tail call double @sin(double noundef %48) #1
  %50 = getelementptr inbounds double, ptr %1, i64 %45
  %51 = or i64 %38, 1
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = load double, ptr %52, align 8
  %55 = tail call double @sin(double noundef %54) #1
  %56 = getelementptr inbounds double, ptr %1, i64 %51
  %57 = getelementptr inbounds double, ptr %0, i64 %38
  %58 = load double, ptr %57, align 8
  %59 = load double, ptr %57, align 8
  %60 = tail call double @sin(double noundef %59) #1
  %61 = getelementptr inbounds double, ptr %1, i64 %38
  br label %62

62:
  %63 = load double, ptr %30
  store double 0.000000e+00, ptr %30
  %64 = fmul double %41, %63
  %65 = fmul double %43, %63
  %66 = fmul double 1.000000e+00, %63
  %67 = load double, ptr %28
  %68 = fadd double %67, %64
  store double %68, ptr %28
  %69 = load double, ptr %27
  %70 = fadd double %69, %65
  store double %70, ptr %27
  %71 = load double, ptr %26
  %72 = fadd double %71, %66
  store double %72, ptr %26
  %73 = load double, ptr %27
  store double 0.000000e+00, ptr %27
  %74 = load double, ptr %44, align 8
  %75 = fadd double %74, %73
  store double %75, ptr %44, align 8
  %76 = load double, ptr %28
  store double 0.000000e+00, ptr %28
  %77 = call double @llvm.cos.f64(double %42)
  %78 = fmul double %77, %76
  %79 = load double, ptr %25
  %80 = fadd double %79, %78
  store double %80, ptr %25
  %81 = load double, ptr %25
  store double 0.000000e+00, ptr %25
  %82 = load double, ptr %44, align 8
  %83 = fadd double %82, %81
  store double %83, ptr %44, align 8
  %84 = load double, ptr %26
  store double 0.000000e+00, ptr %26
  %85 = fmul double %47, %84
  %86 = fmul double %49, %84
  %87 = fmul double 1.000000e+00, %84
  %88 = load double, ptr %24
  %89 = fadd double %88, %85
  store double %89, ptr %24
  %90 = load double, ptr %23
  %91 = fadd double %90, %86
  store double %91, ptr %23
  %92 = load double, ptr %22
  %93 = fadd double %92, %87
  store double %93, ptr %22
  %94 = load double, ptr %23
  store double 0.000000e+00, ptr %23
  %95 = load double, ptr %50, align 8
  %96 = fadd double %95, %94
  store double %96, ptr %50, align 8
  %97 = load double, ptr %24
  store double 0.000000e+00, ptr %24
  %98 = call double @llvm.cos.f64(double %48)
  %99 = fmul double %98, %97
  %100 = load double, ptr %21
  %101 = fadd double %100, %99
  store double %101, ptr %21
  %102 = load double, ptr %21
  store double 0.000000e+00, ptr %21
  %103 = load double, ptr %50, align 8
  %104 = fadd double %103, %102
  store double %104, ptr %50, align 8
  %105 = load double, ptr %22
  store double 0.000000e+00, ptr %22
  %106 = fmul double %53, %105
  %107 = fmul double %55, %105
  %108 = fmul double 1.000000e+00, %105
  %109 = load double, ptr %20
  %110 = fadd double %109, %106
  store double %110, ptr %20
  %111 = load double, ptr %19
  %112 = fadd double %111, %107
  store double %112, ptr %19
  %113 = load double, ptr %18
  %114 = fadd double %113, %108
  store double %114, ptr %18
  %115 = load double, ptr %19
  store double 0.000000e+00, ptr %19
  %116 = load double, ptr %56, align 8
  %117 = fadd double %116, %115
  store double %117, ptr %56, align 8
  %118 = load double, ptr %20
  store double 0.000000e+00, ptr %20
  %119 = call double @llvm.cos.f64(double %54)
  %120 = fmul double %119, %118
  %121 = load double, ptr %17
  %122 = fadd double %121, %120
  store double %122, ptr %17
  %123 = load double, ptr %17
  store double 0.000000e+00, ptr %17
  %124 = load double, ptr %56, align 8
  %125 = fadd double %124, %123
  store double %125, ptr %56, align 8
  %126 = load double, ptr %18
  store double 0.000000e+00, ptr %18
  %127 = fmul double %58, %126
  %128 = fmul double %60, %126
  %129 = fmul double 1.000000e+00, %126
  %130 = load double, ptr %16
  %131 = fadd double %130, %127
  store double %131, ptr %16
  %132 = load double, ptr %15
  %133 = fadd double %132, %128
  store double %133, ptr %15
  %134 = load double, ptr %14
  %135 = fadd double %134, %129
  store double %135, ptr %14
  %136 = load double, ptr %15
  store double 0.000000e+00, ptr %15
  %137 = load double, ptr %61, align 8
  %138 = fadd double %137, %136
  store double %138, ptr %61, align 8
  %139 = load double, ptr %16
  store double 0.000000e+00, ptr %16
  %140 = call double @llvm.cos.f64(double %59)
  %141 = fmul double %140, %139
  %142 = load double, ptr %13
  %143 = fadd double %142, %141
  store double %143, ptr %13
  %144 = load double, ptr %13
  store double 0.000000e+00, ptr %13
  %145 = load double, ptr %61, align 8
  %146 = fadd double %145, %144
  store double %146, ptr %61, align 8
  %147 = load double, ptr %14
  store double 0.000000e+00, ptr %14
  %148 = load i64, ptr %29, align 8
  %149 = icmp eq i64 %148, 0
  br i1 %149, label %211, label %212

rev.6:
  br label %150

150:
  br label %151

151:
  %152 = load double, ptr %12
  %153 = fadd double %152, %dret
  store double %153, ptr %12
  %154 = load double, ptr %12
  store double 0.000000e+00, ptr %12
  %155 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 4)
  %156 = load i32, ptr %155, align 1
  switch i32 %156, label %217 [
    i32 1, label %218
    i32 2, label %221
  ]

rev.5:
  %157 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %158 = load i64, ptr %157, align 1
  store i64 %158, ptr %8
  %159 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %160 = load i64, ptr %159, align 1
  store i64 %160, ptr %9
  br label %161

161:
  br label %162

162:
  br label %224

rev.4:
  br label %163

163:
  %164 = load i64, ptr %9
  %165 = load i64, ptr %8, align 8
  %166 = mul i64 %165, 1
  %167 = add i64 %164, %166
  %168 = getelementptr inbounds double, ptr %0, i64 %167
  %169 = load double, ptr %168, align 8
  %170 = load double, ptr %168, align 8
  %171 = tail call double @sin(double noundef %170) #1
  %172 = getelementptr inbounds double, ptr %1, i64 %167
  br label %173

173:
  %174 = load double, ptr %10
  store double 0.000000e+00, ptr %10
  %175 = fmul double %169, %174
  %176 = fmul double %171, %174
  %177 = fmul double 1.000000e+00, %174
  %178 = load double, ptr %7
  %179 = fadd double %178, %175
  store double %179, ptr %7
  %180 = load double, ptr %6
  %181 = fadd double %180, %176
  store double %181, ptr %6
  %182 = load double, ptr %5
  %183 = fadd double %182, %177
  store double %183, ptr %5
  %184 = load double, ptr %6
  store double 0.000000e+00, ptr %6
  %185 = load double, ptr %172, align 8
  %186 = fadd double %185, %184
  store double %186, ptr %172, align 8
  %187 = load double, ptr %7
  store double 0.000000e+00, ptr %7
  %188 = call double @llvm.cos.f64(double %170)
  %189 = fmul double %188, %187
  %190 = load double, ptr %4
  %191 = fadd double %190, %189
  store double %191, ptr %4
  %192 = load double, ptr %4
  store double 0.000000e+00, ptr %4
  %193 = load double, ptr %172, align 8
  %194 = fadd double %193, %192
  store double %194, ptr %172, align 8
  %195 = load double, ptr %5
  store double 0.000000e+00, ptr %5
  %196 = load i64, ptr %8, align 8
  %197 = icmp eq i64 %196, 0
  br i1 %197, label %225, label %228

rev.3:
  br label %198

198:
  br label %199

199:
  %200 = load double, ptr %3
  store double 0.000000e+00, ptr %3
  %201 = load double, ptr %11
  store double 0.000000e+00, ptr %11
  %202 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 4)
  %203 = load i32, ptr %202, align 1
  switch i32 %203, label %233 [
    i32 1, label %234
  ]

rev.2:
  br label %204

204:
  br label %205

205:
  br label %239

rev.1:
  br label %206

206:
  br label %207

207:
  br label %240

rev.0:
  br label %208

208:
  br label %209

209:
  br label %rev.exit

rev.exit:
  ret void

210:
  br label %rev.7

211:
  br label %rev.2

212:
  %213 = sub i64 %148, 1
  store i64 %213, ptr %29, align 8
  br label %214

214:
  %215 = load double, ptr %30
  %216 = fadd double %215, %147
  store double %216, ptr %30
  br label %rev.7

217:
  br label %rev.0

218:
  %219 = load double, ptr %11
  %220 = fadd double %219, %154
  store double %220, ptr %11
  br label %rev.3

221:
  %222 = load double, ptr %10
  %223 = fadd double %222, %154
  store double %223, ptr %10
  br label %rev.5

224:
  br label %rev.4

225:
  %226 = load double, ptr %3
  %227 = fadd double %226, %195
  store double %227, ptr %3
  br label %rev.3

228:
  %229 = sub i64 %196, 1
  store i64 %229, ptr %8, align 8
  br label %230

230:
  %231 = load double, ptr %10
  %232 = fadd double %231, %195
  store double %232, ptr %10
  br label %rev.4

233:
  br label %rev.1

234:
  %235 = load double, ptr %30
  %236 = fadd double %235, %201
  store double %236, ptr %30
  %237 = load double, ptr %30
  %238 = fadd double %237, %200
  store double %238, ptr %30
  br label %rev.8

239:
  br label %rev.1

240:
  br label %rev.0
}

declare double @llvm.cos.f64(double)
define internal ptr @irfix.ad.tape.push(ptr %0, i64 %1) {
entry:
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 1
  %3 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  %4 = load i64, ptr %2, align 8
  %5 = load i64, ptr %3, align 8
  %6 = add i64 %4, %1
  %7 = icmp ugt i64 %6, %5
  br i1 %7, label %grow, label %ok

grow:
  %8 = shl i64 %6, 1
  %9 = add i64 %8, 256
  %10 = load ptr, ptr %0, align 8
  %11 = call ptr @realloc(ptr %10, i64 %9)
  store ptr %11, ptr %0, align 8
  store i64 %9, ptr %3, align 8
  br label %ok

ok:
  %12 = load ptr, ptr %0, align 8
  %13 = getelementptr i8, ptr %12, i64 %4
  store i64 %6, ptr %2, align 8
  ret ptr %13
}

declare ptr @realloc(ptr, i64)
define internal ptr @irfix.ad.tape.pop(ptr %0, i64 %1) {
entry:
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 1
  %3 = load i64, ptr %2, align 8
  %4 = sub i64 %3, %1
  store i64 %4, ptr %2, align 8
  %5 = load ptr, ptr %0, align 8
  %6 = getelementptr i8, ptr %5, i64 %4
  ret ptr %6
}

define double @f_loop_grad(ptr %0, ptr %1, i32 %2) {
entry:
  %3 = alloca { ptr, i64, i64 }, align 8
  store { ptr, i64, i64 } zeroinitializer, ptr %3, align 8
  %4 = call double @f_loop.aug.ac.top(ptr %0, ptr %1, i32 %2, ptr %3)
  call void @f_loop.rev.ac.top(ptr %0, ptr %1, i32 %2, double 1.000000e+00, ptr %3)
  %5 = load ptr, ptr %3, align 8
  call void @free(ptr %5)
  ret double %4
}

declare void @free(ptr)
