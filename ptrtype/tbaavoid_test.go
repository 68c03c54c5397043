package ptrtype

import (
	"strings"
	"testing"
)

// miniaudio's ma_dr_wav_init(pWav, ..., void* pUserData): the user data
// is stored as pWav->pUserData (a byte offset TBAA names as the member)
// and used as nothing else, so it takes the member's type. The member's
// loads flow to a function that takes a struct job, but it is given a
// job* by one store and an enc* by another: a void* (fieldvoid.go), and
// the user data stored there is the void* too, not the job* the vote
// had first given the member.
func TestValuesOfVoidMembers(t *testing.T) {
	const src = `%struct.wav = type { ptr, ptr }
%struct.job = type { i32, i32 }
%struct.enc = type { double, ptr }

define void @use_job(ptr %j) {
  %x = getelementptr inbounds %struct.job, ptr %j, i64 0, i32 1
  store i32 1, ptr %x
  ret void
}

define void @read(ptr %w) {
  %d = getelementptr inbounds %struct.wav, ptr %w, i64 0, i32 1
  %data = load ptr, ptr %d
  call void @use_job(ptr %data)
  ret void
}

define void @give_job(ptr %w, ptr %jh) {
  %j = load ptr, ptr %jh
  %x = getelementptr inbounds %struct.job, ptr %j, i64 0, i32 1
  store i32 1, ptr %x
  %d = getelementptr inbounds %struct.wav, ptr %w, i64 0, i32 1
  store ptr %j, ptr %d
  ret void
}

define void @give_enc(ptr %w, ptr %eh) {
  %e = load ptr, ptr %eh
  %x = getelementptr inbounds %struct.enc, ptr %e, i64 0, i32 0
  store double 1.0, ptr %x
  %d = getelementptr inbounds %struct.wav, ptr %w, i64 0, i32 1
  store ptr %e, ptr %d
  ret void
}

define void @init(ptr %w, ptr %ud) {
  %d = getelementptr inbounds i8, ptr %w, i64 8
  store ptr %ud, ptr %d, align 8, !tbaa !6
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!5 = !{!"wav", !2, i64 0, !2, i64 8}
!6 = !{!5, !2, i64 8}
`
	m, r := infer(t, src)
	ud := m.Func("init").Params[1]
	if got := r.TypeOf(ud).String(); got != "i8*" {
		t.Errorf("@init's user data: %s, want i8*\n%s", got, r.Explain(ud))
	}
	if ex := r.Explain(ud).String(); !strings.Contains(ex, "tbaavoid.go") {
		t.Errorf("@init's user data: the explanation does not name the rule:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("read").Blocks[0].Instrs[1]).String(); got != "i8*" {
		t.Errorf("the premise: @read's %%data: %s, want i8* (the member is a void*)", got)
	}
}
