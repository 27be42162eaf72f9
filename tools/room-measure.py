# SPDX-License-Identifier: MIT
"""Measures room pictures (bridgemove picture --what room): label boxes (tables, pair badges,
stands) overlapping each other, arrows passing over a label box (sampled curves, their own
ends left out), and arrow-arrow crossings. A measurement for issue 31, not yet a test: the
layout does not reach zero overlaps. Usage: room-measure.py BRIDGEMOVE SPEC..."""
import re,sys,subprocess
def boxes(svg):
    out=[]
    for m in re.finditer(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*class="(\w+)"',svg):
        x,y,w,h=map(float,m.groups()[:4]); out.append((x,y,x+w,y+h,m.group(5)))
    return out
def curves(svg):
    out=[]
    for m in re.finditer(r'<path d="M([\d.]+) ([\d.]+)Q([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)" class="(\w+)"',svg):
        a=list(map(float,m.groups()[:6]))
        pts=[]
        for i in range(21):
            t=i/20; u=1-t
            pts.append((u*u*a[0]+2*u*t*a[2]+t*t*a[4], u*u*a[1]+2*u*t*a[3]+t*t*a[5]))
        out.append(pts)
    for m in re.finditer(r'<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"[^>]*class="(a\w)"',svg):
        a=list(map(float,m.groups()[:4])); out.append([(a[0],a[1]),(a[2],a[3])])
    return out
def inter(a,b):
    return a[0]<b[2] and b[0]<a[2] and a[1]<b[3] and b[1]<a[3]
def seg_x(p,q,r,s):
    d=lambda a,b,c:(b[0]-a[0])*(c[1]-a[1])-(b[1]-a[1])*(c[0]-a[0])
    return d(p,q,r)*d(p,q,s)<0 and d(r,s,p)*d(r,s,q)<0
def in_box(p,b,pad=0): return b[0]-pad<p[0]<b[2]+pad and b[1]-pad<p[1]<b[3]+pad
def measure(svg):
    bx=[b for b in boxes(svg) if b[4] in ('tb','ti','tx','st','sn','se','sa')]
    lo=sum(1 for i in range(len(bx)) for j in range(i) if inter(bx[i],bx[j]))
    cv=curves(svg); la=0
    for c in cv:
        inner=c[3:-3]  # the ends touch their own start and end
        for b in bx:
            if any(in_box(p,b) for p in inner): la+=1
    cr=0
    for i in range(len(cv)):
        for j in range(i):
            for k in range(len(cv[i])-1):
                for l in range(len(cv[j])-1):
                    if seg_x(cv[i][k],cv[i][k+1],cv[j][l],cv[j][l+1]): cr+=1
    return lo,la,cr,len(cv)
bm=sys.argv[1]
for spec in sys.argv[2:]:
    svg=subprocess.run([bm,'picture',spec,'--what','room'],capture_output=True,text=True).stdout
    lo,la,cr,n=measure(svg)
    print("%-32s labels overlapping: %3d  arrow over label: %3d  crossings: %4d  arrows: %3d"%(spec,lo,la,cr,n))
