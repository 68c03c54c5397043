define internal double @f_loop.aug.ac.top(ptr %0, ptr %1, i32 %2, ptr %3) {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %55

6:
  %7 = zext i32 %2 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %21, label %10

10:
  %11 = and i64 %7, 4294967292
  %12 = sub i64 %11, 0
  %13 = icmp slt i64 %12, 0
  %14 = sub i64 0, %12
  %15 = select i1 %13, i64 %14, i64 %12
  %16 = udiv i64 %15, 4
  %17 = add i64 %16, 1
  %18 = icmp ugt i64 %17, 8388608
  %19 = select i1 %18, i64 8388608, i64 %17
  %20 = mul i64 %19, 32
  call void @irfix.ad.tape.reserve(ptr %3, i64 %20)
  br label %59

21:
  %22 = phi double [ undef, %6 ], [ %89, %98 ]
  %23 = phi i64 [ 0, %6 ], [ %90, %98 ]
  %24 = phi double [ 0.000000e+00, %6 ], [ %89, %98 ]
  %25 = phi i32 [ 0, %6 ], [ 1, %98 ]
  %26 = call ptr @irfix.ad.tape.push(ptr %3, i64 4)
  store i32 %25, ptr %26, align 1
  %27 = icmp eq i64 %8, 0
  %28 = sub i64 %8, 0
  %29 = icmp slt i64 %28, 0
  %30 = sub i64 0, %28
  %31 = select i1 %29, i64 %30, i64 %28
  %32 = udiv i64 %31, 1
  %33 = add i64 %32, 1
  %34 = icmp ugt i64 %33, 33554432
  %35 = select i1 %34, i64 33554432, i64 %33
  %36 = mul i64 %35, 8
  call void @irfix.ad.tape.reserve(ptr %3, i64 %36)
  br i1 %27, label %55, label %37

37:
  %iter = phi i64 [ 0, %21 ], [ %50, %37 ]
  %38 = phi i64 [ %47, %37 ], [ %23, %21 ]
  %39 = phi double [ %46, %37 ], [ %24, %21 ]
  %40 = phi i64 [ %48, %37 ], [ 0, %21 ]
  %41 = getelementptr inbounds double, ptr %0, i64 %38
  %42 = getelementptr inbounds double, ptr %1, i64 %38
  %43 = load double, ptr %41, align 8
  %44 = tail call double @sin(double noundef %43) #1
  %45 = load double, ptr %41, align 8
  %46 = tail call double @llvm.fmuladd.f64(double %44, double %45, double %39)
  %47 = add nuw nsw i64 %38, 1
  %48 = add i64 %40, 1
  %49 = icmp eq i64 %48, %8
  %50 = add i64 %iter, 1
  %51 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store double %44, ptr %51, align 1
  br i1 %49, label %52, label %37

52:
  %53 = call ptr @irfix.ad.tape.push(ptr %3, i64 16)
  store i64 %23, ptr %53, align 1
  %54 = getelementptr i8, ptr %53, i64 8
  store i64 %iter, ptr %54, align 1
  br label %55

55:
  %56 = phi double [ 0.000000e+00, %4 ], [ %22, %21 ], [ %46, %52 ]
  %57 = phi i32 [ 0, %4 ], [ 1, %21 ], [ 2, %52 ]
  %58 = call ptr @irfix.ad.tape.push(ptr %3, i64 4)
  store i32 %57, ptr %58, align 1
  ret double %56

59:
  %iter.1 = phi i64 [ 0, %10 ], [ %93, %59 ]
  %60 = phi i64 [ 0, %10 ], [ %90, %59 ]
  %61 = phi double [ 0.000000e+00, %10 ], [ %89, %59 ]
  %62 = phi i64 [ 0, %10 ], [ %91, %59 ]
  %63 = getelementptr inbounds double, ptr %0, i64 %60
  %64 = getelementptr inbounds double, ptr %1, i64 %60
  %65 = load double, ptr %63, align 8
  %66 = tail call double @sin(double noundef %65) #1
  %67 = load double, ptr %63, align 8
  %68 = tail call double @llvm.fmuladd.f64(double %66, double %67, double %61)
  %69 = or i64 %60, 1
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = getelementptr inbounds double, ptr %1, i64 %69
  %72 = load double, ptr %70, align 8
  %73 = tail call double @sin(double noundef %72) #1
  %74 = load double, ptr %70, align 8
  %75 = tail call double @llvm.fmuladd.f64(double %73, double %74, double %68)
  %76 = or i64 %60, 2
  %77 = getelementptr inbounds double, ptr %0, i64 %76
  %78 = getelementptr inbounds double, ptr %1, i64 %76
  %79 = load double, ptr %77, align 8
  %80 = tail call double @sin(double noundef %79) #1
  %81 = load double, ptr %77, align 8
  %82 = tail call double @llvm.fmuladd.f64(double %80, double %81, double %75)
  %83 = or i64 %60, 3
  %84 = getelementptr inbounds double, ptr %0, i64 %83
  %85 = getelementptr inbounds double, ptr %1, i64 %83
  %86 = load double, ptr %84, align 8
  %87 = tail call double @sin(double noundef %86) #1
  %88 = load double, ptr %84, align 8
  %89 = tail call double @llvm.fmuladd.f64(double %87, double %88, double %82)
  %90 = add nuw nsw i64 %60, 4
  %91 = add i64 %62, 4
  %92 = icmp eq i64 %91, %11
  %93 = add i64 %iter.1, 1
  %94 = call ptr @irfix.ad.tape.push(ptr %3, i64 32)
  store double %87, ptr %94, align 1
  %95 = getelementptr i8, ptr %94, i64 8
  store double %80, ptr %95, align 1
  %96 = getelementptr i8, ptr %94, i64 16
  store double %73, ptr %96, align 1
  %97 = getelementptr i8, ptr %94, i64 24
  store double %66, ptr %97, align 1
  br i1 %92, label %98, label %59

98:
  %99 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store i64 %iter.1, ptr %99, align 1
  br label %21
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
  store double -0.000000e+00, ptr %30
  store double -0.000000e+00, ptr %28
  store double -0.000000e+00, ptr %27
  store double -0.000000e+00, ptr %26
  store double -0.000000e+00, ptr %25
  store double -0.000000e+00, ptr %24
  store double -0.000000e+00, ptr %23
  store double -0.000000e+00, ptr %22
  store double -0.000000e+00, ptr %21
  store double -0.000000e+00, ptr %20
  store double -0.000000e+00, ptr %19
  store double -0.000000e+00, ptr %18
  store double -0.000000e+00, ptr %17
  store double -0.000000e+00, ptr %16
  store double -0.000000e+00, ptr %15
  store double -0.000000e+00, ptr %14
  store double -0.000000e+00, ptr %13
  store double -0.000000e+00, ptr %12
  store double -0.000000e+00, ptr %11
  store double -0.000000e+00, ptr %10
  store double -0.000000e+00, ptr %7
  store double -0.000000e+00, ptr %6
  store double -0.000000e+00, ptr %5
  store double -0.000000e+00, ptr %4
  store double -0.000000e+00, ptr %3
  br label %rev.6

rev.8:
  %31 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %32 = load i64, ptr %31, align 1
  store i64 %32, ptr %29
  br label %33

33:
  br label %34

34:
  br label %215

rev.7:
  %35 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 32)
  %36 = load double, ptr %35, align 1
  %37 = getelementptr i8, ptr %35, i64 8
  %38 = load double, ptr %37, align 1
  %39 = getelementptr i8, ptr %35, i64 16
  %40 = load double, ptr %39, align 1
  %41 = getelementptr i8, ptr %35, i64 24
  %42 = load double, ptr %41, align 1
  br label %43

43:
  %44 = load i64, ptr %29, align 8
  %45 = mul i64 %44, 4
  %46 = add i64 0, %45
  %47 = or i64 %46, 3
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds double, ptr %1, i64 %47
  %51 = load double, ptr %48, align 8
  %52 = or i64 %46, 2
  %53 = getelementptr inbounds double, ptr %0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds double, ptr %1, i64 %52
  %56 = load double, ptr %53, align 8
  %57 = or i64 %46, 1
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds double, ptr %1, i64 %57
  %61 = load double, ptr %58, align 8
  %62 = getelementptr inbounds double, ptr %0, i64 %46
  %63 = load double, ptr %62, align 8
  %64 = getelementptr inbounds double, ptr %1, i64 %46
  %65 = load double, ptr %62, align 8
  br label %66

66:
  %67 = load double, ptr %30
  store double -0.000000e+00, ptr %30
  %68 = fmul double %49, %67
  %69 = fmul double %36, %67
  %70 = fmul double 1.000000e+00, %67
  %71 = load double, ptr %28
  %72 = fadd double %71, %68
  store double %72, ptr %28
  %73 = load double, ptr %27
  %74 = fadd double %73, %69
  store double %74, ptr %27
  %75 = load double, ptr %26
  %76 = fadd double %75, %70
  store double %76, ptr %26
  %77 = load double, ptr %27
  store double -0.000000e+00, ptr %27
  %78 = load double, ptr %28
  store double -0.000000e+00, ptr %28
  %79 = call double @llvm.cos.f64(double %51)
  %80 = fmul double %79, %78
  %81 = load double, ptr %25
  %82 = fadd double %81, %80
  store double %82, ptr %25
  %83 = load double, ptr %25
  store double -0.000000e+00, ptr %25
  %84 = load double, ptr %26
  store double -0.000000e+00, ptr %26
  %85 = fmul double %54, %84
  %86 = fmul double %38, %84
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
  store double -0.000000e+00, ptr %23
  %95 = load double, ptr %24
  store double -0.000000e+00, ptr %24
  %96 = call double @llvm.cos.f64(double %56)
  %97 = fmul double %96, %95
  %98 = load double, ptr %21
  %99 = fadd double %98, %97
  store double %99, ptr %21
  %100 = load double, ptr %21
  store double -0.000000e+00, ptr %21
  %101 = load double, ptr %22
  store double -0.000000e+00, ptr %22
  %102 = fmul double %59, %101
  %103 = fmul double %40, %101
  %104 = fmul double 1.000000e+00, %101
  %105 = load double, ptr %20
  %106 = fadd double %105, %102
  store double %106, ptr %20
  %107 = load double, ptr %19
  %108 = fadd double %107, %103
  store double %108, ptr %19
  %109 = load double, ptr %18
  %110 = fadd double %109, %104
  store double %110, ptr %18
  %111 = load double, ptr %19
  store double -0.000000e+00, ptr %19
  %112 = load double, ptr %20
  store double -0.000000e+00, ptr %20
  %113 = call double @llvm.cos.f64(double %61)
  %114 = fmul double %113, %112
  %115 = load double, ptr %17
  %116 = fadd double %115, %114
  store double %116, ptr %17
  %117 = load double, ptr %17
  store double -0.000000e+00, ptr %17
  %118 = load double, ptr %18
  store double -0.000000e+00, ptr %18
  %119 = fmul double %63, %118
  %120 = fmul double %42, %118
  %121 = fmul double 1.000000e+00, %118
  %122 = load double, ptr %16
  %123 = fadd double %122, %119
  store double %123, ptr %16
  %124 = load double, ptr %15
  %125 = fadd double %124, %120
  store double %125, ptr %15
  %126 = load double, ptr %14
  %127 = fadd double %126, %121
  store double %127, ptr %14
  %128 = load double, ptr %15
  store double -0.000000e+00, ptr %15
  %129 = load double, ptr %16
  store double -0.000000e+00, ptr %16
  %130 = call double @llvm.cos.f64(double %65)
  %131 = fmul double %130, %129
  %132 = load double, ptr %13
  %133 = fadd double %132, %131
  store double %133, ptr %13
  %134 = load double, ptr %13
  store double -0.000000e+00, ptr %13
  %135 = load double, ptr %14
  store double -0.000000e+00, ptr %14
  %136 = load double, ptr %50, align 8
  %137 = fadd double %136, %77
  store double %137, ptr %50, align 8
  %138 = load double, ptr %50, align 8
  %139 = fadd double %138, %83
  store double %139, ptr %50, align 8
  %140 = load double, ptr %55, align 8
  %141 = fadd double %140, %94
  store double %141, ptr %55, align 8
  %142 = load double, ptr %55, align 8
  %143 = fadd double %142, %100
  store double %143, ptr %55, align 8
  %144 = load double, ptr %60, align 8
  %145 = fadd double %144, %111
  store double %145, ptr %60, align 8
  %146 = load double, ptr %60, align 8
  %147 = fadd double %146, %117
  store double %147, ptr %60, align 8
  %148 = load double, ptr %64, align 8
  %149 = fadd double %148, %128
  store double %149, ptr %64, align 8
  %150 = load double, ptr %64, align 8
  %151 = fadd double %150, %134
  store double %151, ptr %64, align 8
  %152 = load i64, ptr %29, align 8
  %153 = icmp eq i64 %152, 0
  br i1 %153, label %216, label %217

rev.6:
  br label %154

154:
  br label %155

155:
  %156 = load double, ptr %12
  %157 = fadd double %156, %dret
  store double %157, ptr %12
  %158 = load double, ptr %12
  store double -0.000000e+00, ptr %12
  %159 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 4)
  %160 = load i32, ptr %159, align 1
  switch i32 %160, label %222 [
    i32 1, label %223
    i32 2, label %226
  ]

rev.5:
  %161 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 16)
  %162 = load i64, ptr %161, align 1
  store i64 %162, ptr %9
  %163 = getelementptr i8, ptr %161, i64 8
  %164 = load i64, ptr %163, align 1
  store i64 %164, ptr %8
  br label %165

165:
  br label %166

166:
  br label %229

rev.4:
  %167 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %168 = load double, ptr %167, align 1
  br label %169

169:
  %170 = load i64, ptr %9
  %171 = load i64, ptr %8, align 8
  %172 = mul i64 %171, 1
  %173 = add i64 %170, %172
  %174 = getelementptr inbounds double, ptr %0, i64 %173
  %175 = load double, ptr %174, align 8
  %176 = getelementptr inbounds double, ptr %1, i64 %173
  %177 = load double, ptr %174, align 8
  br label %178

178:
  %179 = load double, ptr %10
  store double -0.000000e+00, ptr %10
  %180 = fmul double %175, %179
  %181 = fmul double %168, %179
  %182 = fmul double 1.000000e+00, %179
  %183 = load double, ptr %7
  %184 = fadd double %183, %180
  store double %184, ptr %7
  %185 = load double, ptr %6
  %186 = fadd double %185, %181
  store double %186, ptr %6
  %187 = load double, ptr %5
  %188 = fadd double %187, %182
  store double %188, ptr %5
  %189 = load double, ptr %6
  store double -0.000000e+00, ptr %6
  %190 = load double, ptr %7
  store double -0.000000e+00, ptr %7
  %191 = call double @llvm.cos.f64(double %177)
  %192 = fmul double %191, %190
  %193 = load double, ptr %4
  %194 = fadd double %193, %192
  store double %194, ptr %4
  %195 = load double, ptr %4
  store double -0.000000e+00, ptr %4
  %196 = load double, ptr %5
  store double -0.000000e+00, ptr %5
  %197 = load double, ptr %176, align 8
  %198 = fadd double %197, %189
  store double %198, ptr %176, align 8
  %199 = load double, ptr %176, align 8
  %200 = fadd double %199, %195
  store double %200, ptr %176, align 8
  %201 = load i64, ptr %8, align 8
  %202 = icmp eq i64 %201, 0
  br i1 %202, label %230, label %233

rev.3:
  br label %203

203:
  br label %204

204:
  %205 = load double, ptr %3
  store double -0.000000e+00, ptr %3
  %206 = load double, ptr %11
  store double -0.000000e+00, ptr %11
  %207 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 4)
  %208 = load i32, ptr %207, align 1
  switch i32 %208, label %238 [
    i32 1, label %239
  ]

rev.2:
  br label %209

209:
  br label %210

210:
  br label %244

rev.1:
  br label %211

211:
  br label %212

212:
  br label %245

rev.0:
  br label %213

213:
  br label %214

214:
  br label %rev.exit

rev.exit:
  ret void

215:
  br label %rev.7

216:
  br label %rev.2

217:
  %218 = sub i64 %152, 1
  store i64 %218, ptr %29, align 8
  br label %219

219:
  %220 = load double, ptr %30
  %221 = fadd double %220, %135
  store double %221, ptr %30
  br label %rev.7

222:
  br label %rev.0

223:
  %224 = load double, ptr %11
  %225 = fadd double %224, %158
  store double %225, ptr %11
  br label %rev.3

226:
  %227 = load double, ptr %10
  %228 = fadd double %227, %158
  store double %228, ptr %10
  br label %rev.5

229:
  br label %rev.4

230:
  %231 = load double, ptr %3
  %232 = fadd double %231, %196
  store double %232, ptr %3
  br label %rev.3

233:
  %234 = sub i64 %201, 1
  store i64 %234, ptr %8, align 8
  br label %235

235:
  %236 = load double, ptr %10
  %237 = fadd double %236, %196
  store double %237, ptr %10
  br label %rev.4

238:
  br label %rev.1

239:
  %240 = load double, ptr %30
  %241 = fadd double %240, %206
  store double %241, ptr %30
  %242 = load double, ptr %30
  %243 = fadd double %242, %205
  store double %243, ptr %30
  br label %rev.8

244:
  br label %rev.1

245:
  br label %rev.0
}

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

declare double @llvm.cos.f64(double)
define internal void @irfix.ad.tape.reserve(ptr %0, i64 %1) {
entry:
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 1
  %3 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  %4 = load i64, ptr %2, align 8
  %5 = add i64 %4, %1
  %6 = load i64, ptr %3, align 8
  %7 = icmp ugt i64 %5, %6
  br i1 %7, label %grow, label %done

grow:
  %8 = load ptr, ptr %0, align 8
  %9 = call ptr @realloc(ptr %8, i64 %5)
  store ptr %9, ptr %0, align 8
  store i64 %5, ptr %3, align 8
  br label %done

done:
  ret void
}

define double @f_loop_grad(ptr %0, ptr %1, i32 %2) {
entry:
  %3 = alloca { ptr, i64, i64 }, align 8
  call void @irfix.ad.tape.open(ptr %3)
  %4 = call double @f_loop.aug.ac.top(ptr %0, ptr %1, i32 %2, ptr %3)
  call void @f_loop.rev.ac.top(ptr %0, ptr %1, i32 %2, double 1.000000e+00, ptr %3)
  call void @irfix.ad.tape.close(ptr %3)
  ret double %4
}

define internal void @irfix.ad.tape.open(ptr %0) {
entry:
  store { ptr, i64, i64 } zeroinitializer, ptr %0, align 8
  %1 = atomicrmw xchg ptr @irfix.ad.tape.spare, i64 0 seq_cst, align 8
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %done, label %have

have:
  %3 = inttoptr i64 %1 to ptr
  store ptr %3, ptr %0, align 8
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  store i64 %4, ptr %5, align 8
  br label %done

done:
  ret void
}

define internal void @irfix.ad.tape.close(ptr %0) {
entry:
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  %3 = load i64, ptr %2, align 8
  %4 = icmp uge i64 %3, 8
  br i1 %4, label %keep, label %drop

keep:
  store i64 %3, ptr %1, align 8
  %5 = ptrtoint ptr %1 to i64
  %6 = atomicrmw xchg ptr @irfix.ad.tape.spare, i64 %5 seq_cst, align 8
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %done, label %back

drop:
  call void @free(ptr %1)
  br label %done

done:
  ret void

back:
  %8 = inttoptr i64 %6 to ptr
  %9 = load i64, ptr %8, align 8
  %10 = icmp ugt i64 %9, %3
  br i1 %10, label %free.out, label %free.old

free.old:
  call void @free(ptr %8)
  br label %done

free.out:
  %11 = atomicrmw xchg ptr @irfix.ad.tape.spare, i64 %6 seq_cst, align 8
  %12 = inttoptr i64 %11 to ptr
  call void @free(ptr %12)
  br label %done
}

declare void @free(ptr)
