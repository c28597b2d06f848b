using Godot;

namespace DiceRolling.Helpers;

/// <summary>
/// Linha 2D que se redesenha continuamente como um arco curvo entre seu primeiro e seu último ponto.
/// </summary>
/// <remarks>
/// A cada quadro (<see cref="_Process"/>), os pontos intermediários da linha são recalculados para formar uma
/// curva entre o primeiro e o último ponto, curvada para o lado de <see cref="BendDirection"/> com intensidade
/// <see cref="BendStrength"/>. É útil para indicar visualmente quem está mirando quem (por exemplo, uma seta do
/// atacante ao alvo). <see cref="DiceRolling.UI.ArcDrawer"/> cria um <see cref="Arc2D"/> filho fora do editor.
/// </remarks>
/// <example>
/// <code>
/// var arc = new Arc2D { BendStrength = 40, BendDirection = "Left", Smoothness = 20 };
/// arc.AddPoint(origem);
/// arc.AddPoint(destino);
/// AddChild(arc);
/// </code>
/// </example>
[Tool]
public partial class Arc2D : Line2D
{
    /// <summary>Intensidade da curvatura do arco, em pixels. Valor inicial: <c>10</c>.</summary>
    [Export]
    public int BendStrength { get; set; } = 10;

    /// <summary>Lado para onde o arco se curva: <c>"Right"</c> (inicial) ou <c>"Left"</c>.</summary>
    [Export]
    public string BendDirection { get; set; } = "Right";

    /// <summary>Quantidade de segmentos usados para desenhar o arco; mais segmentos, curva mais suave. Valor inicial: <c>10</c>.</summary>
    [Export]
    public int Smoothness { get; set; } = 10;

    /// <summary>Chamado a cada quadro; recalcula os pontos do arco.</summary>
    /// <param name="delta">Tempo decorrido desde o quadro anterior, em segundos.</param>
    public override void _Process(double delta) => throw null;
}
