using Godot;

namespace DiceRolling.Components;

/// <summary>
/// Nó auxiliar, filho de uma <see cref="Camera3D"/>, que movimenta a câmera em laço entre a pose inicial e alvos
/// aleatórios, para testar enquadramentos da cena de batalha.
/// </summary>
/// <remarks>
/// A cada ciclo a câmera vai da pose inicial a uma posição sorteada dentro de <see cref="PositionRandomRange"/> em
/// <see cref="MoveDuration"/> segundos, espera <see cref="DelayAtEnds"/> segundos e volta. Com
/// <see cref="RandomizeRotation"/> ativo a rotação também é sorteada, dentro de <see cref="RotationRandomRangeDegrees"/>.
/// </remarks>
[GlobalClass]
public partial class CameraMovement : Node
{
    /// <summary>Deslocamento máximo, em cada eixo, da posição sorteada em relação à inicial. Valor inicial: <c>(5, 2, 5)</c>.</summary>
    [Export]
    public Vector3 PositionRandomRange { get; set; } = new Vector3(5, 2, 5);

    /// <summary>Duração, em segundos, de cada movimento. Valor inicial: <c>2.0</c>.</summary>
    [Export]
    public double MoveDuration { get; set; } = 2.0;

    /// <summary>Pausa, em segundos, em cada extremidade do movimento. Valor inicial: <c>1.0</c>.</summary>
    [Export]
    public double DelayAtEnds { get; set; } = 1.0;

    /// <summary>Se <c>true</c>, também sorteia a rotação da câmera. Valor inicial: <c>false</c>.</summary>
    [Export]
    public bool RandomizeRotation { get; set; } = false;

    /// <summary>
    /// Variação máxima da rotação, em graus, em cada eixo (0 a 180, passo 0,1). Valor inicial: <c>(10, 20, 0)</c>.
    /// </summary>
    [Export(PropertyHint.Range, "0,180,0.1")]
    public Vector3 RotationRandomRangeDegrees { get; set; } = new Vector3(10, 20, 0);

    /// <summary>Guarda a pose inicial da câmera-pai e inicia o laço de movimento.</summary>
    public override void _Ready() => throw null;

    /// <summary>Interrompe o movimento ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
